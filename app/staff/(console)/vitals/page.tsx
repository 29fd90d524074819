import type { Metadata } from 'next';
import { FilterForm, FilterSelect, labelledOptions } from '@/components/staff/list-filters';
import { VitalsChart } from '@/components/staff/vitals-chart';
import { labelsOf, oneOfGuard } from '@/lib/closed-list';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { firstParam } from '@/lib/staff/paging';
import type { ListPageProps } from '@/lib/staff/record-page';
import { REPORT_DAYS, vitalsReport } from '@/lib/vitals/report';
import { DEVICE_CLASSES } from '@/lib/vitals/rules';
import { VITALS_SAMPLE_NOTE } from '@/lib/vitals/sampling';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Page speed for visitors' };

const isDevice = oneOfGuard(DEVICE_CLASSES);

/** Real visitors' Core Web Vitals per page template, as CrUX reports them (admins only). */
export default async function VitalsPage({ searchParams }: ListPageProps) {
  await requireStaff('vitals');
  const raw = firstParam((await searchParams).device);
  const device = isDevice(raw) ? raw : undefined;
  const report = await vitalsReport(await getDb(), device);
  return (
    <>
      <h1 className={styles.title}>Page speed for visitors</h1>
      <p>
        How fast the site is for real visitors over the last {REPORT_DAYS} days (India time): for
        each page template, the value three visitors in four got or better (the 75th percentile, as
        Google&rsquo;s Chrome UX Report counts it). {VITALS_SAMPLE_NOTE}
      </p>
      <FilterForm action="/staff/vitals">
        <FilterSelect
          id="vitals-device"
          name="device"
          label="Device"
          value={device}
          all="All devices"
          options={labelledOptions(DEVICE_CLASSES, labelsOf(DEVICE_CLASSES))}
        />
      </FilterForm>
      {report.metrics.map((metric) => (
        <VitalsChart key={metric.metric} report={metric} days={report.days} />
      ))}
    </>
  );
}
