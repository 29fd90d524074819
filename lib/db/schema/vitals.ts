import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { CONNECTION_TYPES, DEVICE_CLASSES, VITAL_METRICS } from './constants';
import { checkOneOf } from './constraints';

/**
 * Real visitors' Core Web Vitals (docs/decisions/real-user-vitals.md), aggregated as they arrive:
 * per India day, page template, device class, connection type and metric, how many values fell
 * into each bucket of the metric's fixed histogram (lib/vitals/histogram.ts). No visit is kept,
 * so the table holds no personal data and its size is bounded by its dimensions, whatever the
 * traffic; days older than the retention are deleted (lib/vitals/retention.ts).
 */
export const webVitalsDaily = pgTable(
  'web_vitals_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    template: text('template').notNull(),
    device: text('device').notNull(),
    connection: text('connection').notNull(),
    metric: text('metric').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'web_vitals_daily_pkey',
      columns: [t.day, t.template, t.device, t.connection, t.metric, t.bucket],
    }),
    check('web_vitals_daily_template_length', sql`char_length(${t.template}) between 1 and 100`),
    checkOneOf('web_vitals_daily_device_known', t.device, DEVICE_CLASSES),
    checkOneOf('web_vitals_daily_connection_known', t.connection, CONNECTION_TYPES),
    checkOneOf('web_vitals_daily_metric_known', t.metric, VITAL_METRICS),
    check('web_vitals_daily_bucket_range', sql`${t.bucket} between 0 and 100`),
    check('web_vitals_daily_count_positive', sql`${t.count} > 0`),
  ],
);
