import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/open';
import { createTestDb, engines } from '../helpers/db';

const EXPECTED_TABLES = [
  'advertisements',
  'analytics',
  'appointments',
  'blog_authors',
  'blog_faqs',
  'blogs',
  'brands',
  'branches',
  'callback_requests',
  'contact_info',
  'contact_messages',
  'coupons',
  'department_faqs',
  'department_qualities',
  'departments',
  'doctor_slots',
  'doctor_treatments',
  'doctors',
  'home_banners',
  'home_faqs',
  'job_applications',
  'job_categories',
  'jobs',
  'medicine_categories',
  'medicine_faqs',
  'medicine_related',
  'medicines',
  'order_events',
  'order_items',
  'order_patients',
  'orders',
  'payments',
  'regions',
  'seo_tags',
  'settings',
  'team_members',
  'treatment_contents',
  'treatment_cta_icons',
  'treatment_faqs',
  'treatment_infos',
  'treatments',
  'video_testimonials',
  'webhook_events',
  'about_values',
  'about_ctas',
  'about_missions',
  'header_blocks',
  'doctor_intro_blocks',
  'lab_ads',
];

describe.each(engines)('migrations on %s', (engine) => {
  it('creates every table, is repeatable, and enforces the one-booking-per-slot index', async () => {
    // Migrated here, not copied from the template the other tests share.
    const t = await createTestDb(engine, { fresh: true });
    try {
      // A second run is a no-op rather than an error.
      const { migrateDatabase } = await import('@/lib/db/migrate');
      await t.withStartupLock((db) => migrateDatabase(t, db));

      const rows = await queryRows<{ table_name: string }>(
        t.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const tables = rows.map((r) => r.table_name);
      expect(tables.sort()).toEqual(expect.arrayContaining([...EXPECTED_TABLES].sort()));

      const [idx] = await queryRows<{ indexdef: string }>(
        t.db,
        sql`select indexdef from pg_indexes where indexname = 'appointments_active_slot_idx'`,
      );
      expect(idx.indexdef).toMatch(/UNIQUE/);
      expect(idx.indexdef).toMatch(/held/);

      const ext = await queryRows<{ extname: string }>(
        t.db,
        sql`select extname from pg_extension where extname = 'pg_trgm'`,
      );
      expect(ext).toHaveLength(1);
    } finally {
      await t.drop();
    }
  });
});
