/**
 * The world the contract test calls every operation in: a database of one engine with the demo
 * content (seeded for today in India, so tomorrow's slots exist), the routes pointed at it, the
 * fuzz suite's application (its POST endpoints know how to build valid requests and payment
 * orders) on a world of seeded records, and the ids and slugs the GET operations are called with.
 */
import { signInPatient, setPatientToken } from '../helpers/patient-session';
import path from 'node:path';
import { asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/open';
import { blogs, departments, doctors, jobs, medicines, treatments } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { seedDatabase } from '@/lib/seed';
import { addDays, indiaToday, toDdMmYyyy } from '@/lib/time/india';
import { createWorld } from '../booking/fixtures';
// Renamed: it points getDb() at a database; it is no React hook.
import { useAppDb as pointAppDbAt } from '../helpers/app-db';
import { createTestDb, type Engine, type TestDb } from '../helpers/db';
import { loadApp, type App } from './fuzz-app';
import { FUZZ_PAYMENT_SECRET, fuzzDataDir } from './fuzz-env';
import { firstLabTest, type FuzzWorld } from './fuzz-world';

/** A department with a content block, FAQs, treatments and doctors in the demo content. */
export const DEPARTMENT_SLUG = 'cardiology';

export type SeededIds = {
  departmentSlug: string;
  treatmentSlug: string;
  blogSlug: string;
  blogId: number;
  doctorId: number;
  medicineId: number;
  /** A job whose description file is in public/files. */
  jobId: number;
};

export type ContractHarness = { t: TestDb; app: App; ids: SeededIds };

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the demo content has no ${what}`);
  return row;
}

/** The id of the first row (by id) of `table` where `where` holds. */
async function firstId(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  where: SQL,
  what: string,
): Promise<number> {
  const query = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(table.id))
    .limit(1);
  return (await first(query, what)).id as number;
}

async function seededIds(db: Db): Promise<SeededIds> {
  const department = await first(
    db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.slug, DEPARTMENT_SLUG)),
    'cardiology department',
  );
  const treatment = await first(
    db
      .select({ slug: treatments.slug })
      .from(treatments)
      .where(eq(treatments.departmentId, department.id))
      .orderBy(asc(treatments.id))
      .limit(1),
    'cardiology treatment',
  );
  const blog = await first(
    db.select({ id: blogs.id, slug: blogs.slug }).from(blogs).orderBy(asc(blogs.id)).limit(1),
    'blog',
  );
  const doctorId = await firstId(db, doctors, eq(doctors.verified, true), 'verified doctor');
  const medicineId = await firstId(
    db,
    medicines,
    eq(medicines.available, true),
    'available medicine',
  );
  const jobId = await firstId(
    db,
    jobs,
    isNotNull(jobs.attachmentPath),
    'job with a description file',
  );
  return {
    departmentSlug: DEPARTMENT_SLUG,
    treatmentSlug: treatment.slug,
    blogSlug: blog.slug,
    blogId: blog.id,
    doctorId,
    medicineId,
    jobId,
  };
}

/** The fuzz suite's world, made of seeded records plus a doctor with a free slot tomorrow. */
async function worldOf(db: Db, ids: SeededIds): Promise<FuzzWorld> {
  const tomorrow = addDays(indiaToday(), 1);
  const booking = await createWorld(db, [{ date: tomorrow, minute: 10 * 60 }]);
  return {
    doctorId: booking.doctorId,
    slotId: Object.values(booking.slotIds)[0],
    slotDate: toDdMmYyyy(tomorrow),
    medicineIds: [ids.medicineId],
    labTestId: await firstLabTest(db),
    blogId: ids.blogId,
    jobId: ids.jobId,
    resumesDir: path.join(fuzzDataDir, 'uploads', 'resumes'),
  };
}

export async function openContractHarness(engine: Engine): Promise<ContractHarness> {
  const t = await createTestDb(engine);
  await seedDatabase(t.db, { today: indiaToday() });
  pointAppDbAt(t.db);
  const ids = await seededIds(t.db);
  const world = await worldOf(t.db, ids);
  await signInPatient(t.db);
  const provider = new SimulatedProvider(FUZZ_PAYMENT_SECRET);
  return { t, app: await loadApp(t.db, world, provider), ids };
}

export async function closeContractHarness(harness: ContractHarness | undefined): Promise<void> {
  pointAppDbAt(null);
  setPatientToken(null);
  await harness?.t.drop();
}
