/**
 * The vitals' storage on both engines: a beacon adds one to each metric's bucket of the India
 * day (its first view inserts, the next ones add, concurrent ones lose nothing), the report reads
 * each template's daily 75th percentile back, a device filter narrows it, and the retention
 * deletes the days before the first one kept.
 */
import { webVitalsDaily } from '@/lib/db/schema';
import { bucketOf } from '@/lib/vitals/histogram';
import { deleteDaysBefore } from '@/lib/vitals/queries';
import { REPORT_DAYS, vitalsReport } from '@/lib/vitals/report';
import { firstKeptDay, VITALS_RETENTION_DAYS } from '@/lib/vitals/retention';
import { recordVitals } from '@/lib/vitals/writes';
import type { VitalsBeacon } from '@/lib/vitals/beacon-schema';
import { engines, testDbForFile } from '../helpers/db';

// 20:00 UTC on 4 December is 01:30 on 5 December in India.
const NOW = new Date('2026-12-04T20:00:00Z');

const beacon = (over: Partial<VitalsBeacon> = {}): VitalsBeacon => ({
  template: '/pharmacy',
  device: 'mobile',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2100 },
    { name: 'CLS', value: 0.05 },
  ],
  ...over,
});

describe.each(engines)('web vitals storage on %s', (engine) => {
  const t = testDbForFile(engine);

  beforeEach(async () => {
    await t.db.delete(webVitalsDaily);
  });

  it('counts each metric of a beacon into its bucket of the India day', async () => {
    await recordVitals(t.db, beacon(), NOW);
    await recordVitals(t.db, beacon(), NOW);
    await recordVitals(t.db, beacon({ metrics: [{ name: 'LCP', value: 2600 }] }), NOW);
    const rows = await t.db
      .select()
      .from(webVitalsDaily)
      .orderBy(webVitalsDaily.metric, webVitalsDaily.bucket);
    const common = { day: '2026-12-05', template: '/pharmacy', device: 'mobile', connection: '4g' };
    expect(rows).toEqual([
      { ...common, metric: 'CLS', bucket: bucketOf('CLS', 0.05), count: 2 },
      { ...common, metric: 'LCP', bucket: bucketOf('LCP', 2100), count: 2 },
      { ...common, metric: 'LCP', bucket: bucketOf('LCP', 2600), count: 1 },
    ]);
  });

  it('loses no count when beacons arrive at once', async () => {
    await Promise.all(Array.from({ length: 25 }, () => recordVitals(t.db, beacon(), NOW)));
    const rows = await t.db.select().from(webVitalsDaily);
    expect(rows.map((r) => r.count)).toEqual([25, 25]);
  });

  it("reports each template's daily 75th percentile, by device class or all", async () => {
    // Mobile /pharmacy: 3 LCPs in [2000, 2500), 1 in [2500, 3000): p75 2500.
    for (const value of [2100, 2200, 2300]) {
      await recordVitals(t.db, beacon({ metrics: [{ name: 'LCP', value }] }), NOW);
    }
    await recordVitals(t.db, beacon({ metrics: [{ name: 'LCP', value: 2600 }] }), NOW);
    // Desktop /pharmacy on another connection: 4 more in [2500, 3000).
    for (let i = 0; i < 4; i++) {
      await recordVitals(
        t.db,
        beacon({
          device: 'desktop',
          connection: 'unknown',
          metrics: [{ name: 'LCP', value: 2700 }],
        }),
        NOW,
      );
    }
    // The day before, /doctors: one TTFB in [400, 500).
    const yesterday = new Date(NOW.getTime() - 86_400_000);
    await recordVitals(
      t.db,
      beacon({ template: '/doctors', metrics: [{ name: 'TTFB', value: 450 }] }),
      yesterday,
    );

    const all = await vitalsReport(t.db, undefined, NOW);
    expect(all.days).toHaveLength(REPORT_DAYS);
    expect(all.days[REPORT_DAYS - 1]).toBe('2026-12-05');
    expect(all.days[0]).toBe('2026-11-08');
    const lcp = all.metrics.find((m) => m.metric === 'LCP')!;
    // 8 values: 3 in [2000, 2500), 5 in [2500, 3000); rank 6 is the 3rd of 5: 2500 + 500 * 3/5.
    expect(lcp.series).toEqual([
      { template: '/pharmacy', days: [{ day: '2026-12-05', p75: 2800, views: 8 }] },
    ]);
    const ttfb = all.metrics.find((m) => m.metric === 'TTFB')!;
    expect(ttfb.series).toEqual([
      { template: '/doctors', days: [{ day: '2026-12-04', p75: 475, views: 1 }] },
    ]);
    expect(all.metrics.find((m) => m.metric === 'INP')!.series).toEqual([]);

    const mobile = await vitalsReport(t.db, 'mobile', NOW);
    expect(mobile.metrics.find((m) => m.metric === 'LCP')!.series).toEqual([
      { template: '/pharmacy', days: [{ day: '2026-12-05', p75: 2500, views: 4 }] },
    ]);
    const tablet = await vitalsReport(t.db, 'tablet', NOW);
    expect(tablet.metrics.every((m) => m.series.length === 0)).toBe(true);
  });

  it('leaves out days before the report and deletes days past the retention', async () => {
    const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
    await recordVitals(t.db, beacon(), daysAgo(REPORT_DAYS)); // just before the report
    await recordVitals(t.db, beacon(), daysAgo(VITALS_RETENTION_DAYS)); // just past retention
    await recordVitals(t.db, beacon(), daysAgo(VITALS_RETENTION_DAYS - 1)); // the first kept
    const report = await vitalsReport(t.db, undefined, NOW);
    expect(report.metrics.every((m) => m.series.length === 0)).toBe(true);

    expect(firstKeptDay(NOW)).toBe('2025-11-01');
    expect(await deleteDaysBefore(t.db, firstKeptDay(NOW))).toBe(2);
    const days = (await t.db.select({ day: webVitalsDaily.day }).from(webVitalsDaily)).map(
      (r) => r.day,
    );
    expect(new Set(days)).toEqual(new Set(['2025-11-01', '2026-11-07']));
  });

  it('refuses what the table does not hold, in the database too', async () => {
    await expect(recordVitals(t.db, beacon({ device: 'watch' as never }), NOW)).rejects.toThrow();
  });
});
