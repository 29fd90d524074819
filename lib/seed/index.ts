/**
 * Deterministic demo content for Saithunga hospital: the same `today` always gives the same
 * rows. Used at server start (lib/db/prepare.ts), by `npm run db:seed` and by the tests;
 * no `server-only` guard for that reason.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/open';
import { departments, serviceablePincodes } from '../db/schema';
import { writeSchedules } from './schedule-writer';
import { countRows, truncateAll } from './tables';
import { writeBlogs } from './write-blogs';
import { writeCareers } from './write-careers';
import { writeDepartments } from './write-departments';
import { writeDoctors } from './write-doctors';
import { writeLab } from './write-lab';
import { writePharmacy, writeServiceablePincodes } from './write-pharmacy';
import { writeSite } from './write-site';
import { writeDemoStaff } from './staff';

export type SeedOptions = {
  /** India calendar date (yyyy-mm-dd) that schedules are counted from. */
  today: string;
};

/** Row count per table after seeding. */
export type SeedSummary = Record<string, number>;

/** True when the demo content (or real content) is already in the database. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(departments);
  return n > 0;
}

/** Inserts all demo content into an empty schema, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const { today } = options;
  await db.transaction(async (tx) => {
    const branchIds = await writeSite(tx);
    const ids = await writeDepartments(tx);
    const doctorIds = await writeDoctors(tx, ids, branchIds);
    await writeBlogs(tx, today, ids.departments, doctorIds);
    await writeCareers(tx, today);
    await writePharmacy(tx, today);
    await writeLab(tx);
    await writeSchedules(tx, today);
    await writeDemoStaff(tx);
  });
  return countRows(db);
}

/** Deletes every row of every table (keeps the schema) and restarts the id sequences. */
export async function resetDatabase(db: Db): Promise<void> {
  await truncateAll(db);
}

/**
 * Idempotent: gives every scheduled doctor slots for today .. today+13 (India) that do not exist
 * yet, following each doctor's weekly pattern; the one unavailable doctor gets none.
 * Returns the number of slots added.
 */
export async function ensureSchedules(db: Db, today: string): Promise<number> {
  return writeSchedules(db, today);
}

/**
 * Idempotent: the demo's serviceable pincodes, for a demo database seeded before they were
 * counted (kept rows stay as they are). Only the seed script calls it: a real deployment's
 * delivery area is its staff's to set. Returns the number of pincodes added.
 */
export async function ensureServiceablePincodes(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(serviceablePincodes);
  return n > 0 ? 0 : writeServiceablePincodes(db);
}
