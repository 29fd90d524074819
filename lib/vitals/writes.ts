/**
 * A page view's beacon counted into the day's histograms (docs/decisions/real-user-vitals.md):
 * one statement that adds one to each metric's bucket, inserting the bucket's row when it is the
 * day's first, so concurrent beacons never lose a count and no visit is stored.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { webVitalsDaily } from '@/lib/db/schema';
import { indiaToday } from '@/lib/time/india';
import type { VitalsBeacon } from './beacon-schema';
import { bucketOf } from './histogram';
import type { VitalMetric } from './rules';

export async function recordVitals(db: Db, beacon: VitalsBeacon, now = new Date()): Promise<void> {
  const day = indiaToday(now);
  const rows = beacon.metrics.map(({ name, value }) => ({
    day,
    template: beacon.template,
    device: beacon.device,
    connection: beacon.connection,
    metric: name,
    bucket: bucketOf(name as VitalMetric, value),
    count: 1,
  }));
  await db
    .insert(webVitalsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        webVitalsDaily.day,
        webVitalsDaily.template,
        webVitalsDaily.device,
        webVitalsDaily.connection,
        webVitalsDaily.metric,
        webVitalsDaily.bucket,
      ],
      set: { count: sql`${webVitalsDaily.count} + excluded.count` },
    });
}
