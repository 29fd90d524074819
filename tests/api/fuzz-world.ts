/**
 * The smallest world every POST endpoint needs (a doctor with a slot tomorrow in India, the
 * pharmacy fixture with its coupons, a blog, an open job), and what the endpoints may write:
 * reset before each case, and snapshotted around each request so a refused request can be shown
 * to have stored nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/open';
import { blogAuthors, blogs, departments, labTests } from '@/lib/db/schema';
import { insertJob, NURSE_JOB } from '../helpers/content-fixtures';
import { writeLab } from '@/lib/seed/write-lab';
import { addDays, indiaToday, toDdMmYyyy } from '@/lib/time/india';
import { createWorld } from '../booking/fixtures';
import { insertPharmacyFixture } from '../pharmacy/fixtures';

export type FuzzWorld = {
  doctorId: number;
  slotId: number;
  /** The slot's India date as the checkout sends it (dd/mm/yyyy). */
  slotDate: string;
  medicineIds: number[];
  /** A lab test no package in the world includes alone with it: the lab order's line. */
  labTestId: number;
  blogId: number;
  jobId: number;
  resumesDir: string;
};

/** 10:00 AM tomorrow in India: never past, always inside the 14-day booking window. */
const SLOT_MINUTE = 10 * 60;

export async function seedFuzzWorld(db: Db, dataDir: string): Promise<FuzzWorld> {
  const tomorrow = addDays(indiaToday(), 1);
  const world = await createWorld(db, [{ date: tomorrow, minute: SLOT_MINUTE }]);
  const pharmacy = await insertPharmacyFixture(db);
  await writeLab(db);
  const [department] = await db.select({ id: departments.id }).from(departments).limit(1);
  const [author] = await db
    .insert(blogAuthors)
    .values({ name: 'Dr. Fuzz', slug: 'dr-fuzz' })
    .returning();
  const [blog] = await db
    .insert(blogs)
    .values({
      titleHtml: 'Heart health',
      slug: 'heart-health-fuzz',
      image: '/images/b.svg',
      descriptionHtml: '<p>Body</p>',
      departmentId: department.id,
      authorId: author.id,
      metaName: 'Heart health',
      metaDescription: 'Heart health',
    })
    .returning();
  const job = await insertJob(db, 'Nursing', NURSE_JOB);
  return {
    doctorId: world.doctorId,
    slotId: Object.values(world.slotIds)[0],
    slotDate: toDdMmYyyy(tomorrow),
    medicineIds: Object.values(pharmacy.ids),
    labTestId: await firstLabTest(db),
    blogId: blog.id,
    jobId: job.id,
    resumesDir: path.join(dataDir, 'uploads', 'resumes'),
  };
}

/** The first lab test (not a package) of the catalogue. */
export async function firstLabTest(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: labTests.id })
    .from(labTests)
    .where(eq(labTests.kind, 'test'))
    .orderBy(asc(labTests.id))
    .limit(1);
  if (!row) throw new Error('the fuzz world has no lab test');
  return row.id;
}

/** The tables POST endpoints write, children before parents; blogs only gain views. */
const WRITTEN_TABLES = [
  'lab_collection_holds',
  'order_items',
  'order_patients',
  'order_events',
  // A pharmacy sale issues its tax invoice (the demo seed sets the seller's GSTIN).
  'invoices',
  'invoice_counters',
  'payments',
  'orders',
  'appointments',
  'webhook_events',
  'callback_requests',
  'contact_messages',
  'job_applications',
  'web_vitals_daily',
] as const;

/** The last snapshot taken of each database: which tables a reset has to empty. */
const lastSeen = new WeakMap<Db, WritesSnapshot>();

const hasRows = (snapshot: WritesSnapshot | undefined, table: string) =>
  !snapshot || !Array.isArray(snapshot[table]) || snapshot[table].length > 0;

/**
 * Empties every table a POST endpoint writes and puts blog views back to 0. The suite resets
 * before each of its thousands of cases, so only the tables the last snapshot saw rows in are
 * emptied (all of them when a case ended without one).
 */
export async function resetWrites(db: Db, world: FuzzWorld): Promise<void> {
  const seen = lastSeen.get(db);
  lastSeen.delete(db);
  for (const table of WRITTEN_TABLES) {
    if (hasRows(seen, table)) await db.execute(sql.raw(`delete from ${table}`));
  }
  await db.execute(sql`update blogs set views = 0 where views <> 0`);
  fs.rmSync(world.resumesDir, { recursive: true, force: true });
}

/** Every written table as a JSON array of its rows in a stable order, in one query. */
const SNAPSHOT_QUERY = sql.raw(
  `select json_build_object(${[
    ...WRITTEN_TABLES.map(
      (table) =>
        `'${table}', (select coalesce(json_agg(t order by t::text), '[]'::json) from ${table} t)`,
    ),
    `'blog_views', (select json_agg(json_build_object('id', id, 'views', views) order by id) from blogs)`,
  ].join(', ')}) as snapshot`,
);

export type WritesSnapshot = Record<string, unknown>;

/**
 * Everything a POST endpoint can change: its tables, the stored resumes and the cache tags
 * revalidated so far. Equal snapshots before and after a request mean it stored nothing.
 */
export async function snapshotWrites(
  db: Db,
  world: FuzzWorld,
  revalidations: number,
): Promise<WritesSnapshot> {
  const [row] = await queryRows<{ snapshot: Record<string, unknown> }>(db, SNAPSHOT_QUERY);
  const snapshot = {
    ...row.snapshot,
    resumes: fs.existsSync(world.resumesDir) ? fs.readdirSync(world.resumesDir).sort() : [],
    revalidations,
  };
  lastSeen.set(db, snapshot);
  return snapshot;
}

/** Tables (and files) whose content differs between two snapshots. */
export function changedWrites(before: WritesSnapshot, after: WritesSnapshot): string[] {
  return Object.keys(before).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** C0 controls other than tab, newline and carriage return, and DEL. */
export const STORED_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Tables holding a stored control character. */
export function tablesWithControlCharacters(snapshot: WritesSnapshot): string[] {
  return Object.entries(snapshot)
    .filter(([, rows]) => Array.isArray(rows) && rows.some((row) => hasControl(row)))
    .map(([table]) => table);
}

function hasControl(value: unknown): boolean {
  if (typeof value === 'string') return STORED_CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControl);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasControl);
  return false;
}
