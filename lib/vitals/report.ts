/**
 * What the console's vitals page shows: for each metric, each template's daily 75th percentile
 * over the last days, read from the stored histograms (./histogram.ts), with how many page views
 * each figure stands on.
 */
import type { Db } from '@/lib/db/open';
import { addDays, indiaToday } from '@/lib/time/india';
import { percentileOf } from './histogram';
import { histogramsSince, type HistogramRow } from './queries';
import { VITAL_METRICS, type DeviceClass, type VitalMetric } from './rules';

/** The days a chart covers, today included (CrUX's window). */
export const REPORT_DAYS = 28;

export type DailyFigure = { day: string; p75: number; views: number };
export type TemplateSeries = { template: string; days: DailyFigure[] };
export type MetricReport = { metric: VitalMetric; series: TemplateSeries[] };
export type VitalsReport = { days: string[]; metrics: MetricReport[] };

/** The report of `rows` for the `days` listed: pure, so its figures are tested exactly. */
export function reportOf(rows: readonly HistogramRow[], days: readonly string[]): VitalsReport {
  // metric -> template -> day -> bucket -> count
  const tree = new Map<string, Map<string, Map<string, Map<number, number>>>>();
  for (const row of rows) {
    const templates = tree.get(row.metric) ?? new Map();
    tree.set(row.metric, templates);
    const byDay = templates.get(row.template) ?? new Map();
    templates.set(row.template, byDay);
    const buckets = byDay.get(row.day) ?? new Map<number, number>();
    byDay.set(row.day, buckets);
    buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.count);
  }
  const metrics = VITAL_METRICS.map((metric) => {
    const templates = tree.get(metric) ?? new Map<string, Map<string, Map<number, number>>>();
    const series = [...templates.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([template, byDay]) => ({
        template,
        days: days.flatMap((day) => {
          const buckets = byDay.get(day);
          const p75 = buckets ? percentileOf(metric, buckets) : null;
          if (!buckets || p75 === null) return [];
          const views = [...buckets.values()].reduce((sum, n) => sum + n, 0);
          return [{ day, p75, views }];
        }),
      }))
      .filter((s) => s.days.length > 0);
    return { metric, series };
  });
  return { days: [...days], metrics };
}

/** The last REPORT_DAYS India days up to `now`'s, for one device class or all. */
export async function vitalsReport(
  db: Db,
  device?: DeviceClass,
  now = new Date(),
): Promise<VitalsReport> {
  const today = indiaToday(now);
  const days = Array.from({ length: REPORT_DAYS }, (_, i) => addDays(today, i - REPORT_DAYS + 1));
  return reportOf(await histogramsSince(db, days[0], device), days);
}
