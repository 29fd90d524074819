/**
 * The histograms behind the console's vitals charts: each day's counts per template, metric and
 * bucket since a day, over every connection type and (unless one is chosen) every device class.
 */
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { webVitalsDaily } from '@/lib/db/schema';
import type { DeviceClass } from './rules';

export type HistogramRow = {
  day: string;
  template: string;
  metric: string;
  bucket: number;
  count: number;
};

export async function histogramsSince(
  db: Db,
  since: string,
  device?: DeviceClass,
): Promise<HistogramRow[]> {
  const filters: SQL[] = [gte(webVitalsDaily.day, since)];
  if (device) filters.push(eq(webVitalsDaily.device, device));
  const t = webVitalsDaily;
  return db
    .select({
      day: t.day,
      template: t.template,
      metric: t.metric,
      bucket: t.bucket,
      count: sql<number>`sum(${t.count})::int`.mapWith(Number),
    })
    .from(t)
    .where(and(...filters))
    .groupBy(t.day, t.template, t.metric, t.bucket);
}

/** Deletes the days before `before` (an ISO date); how many rows went. */
export async function deleteDaysBefore(db: Db, before: string): Promise<number> {
  const deleted = await db
    .delete(webVitalsDaily)
    .where(sql`${webVitalsDaily.day} < ${before}`)
    .returning({ day: webVitalsDaily.day });
  return deleted.length;
}
