import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/open';
import { staffUsers } from '../db/schema';
import { hashPassword } from '../staff/password';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './content/staff';

// One argon2 hash per process for the shared demo password (each hash costs ~20 MiB and tens of
// milliseconds; the tests seed many databases).
let demoHash: Promise<string> | undefined;

/** Writes the demo staff accounts (marked demo). */
export async function writeDemoStaff(db: Db | Tx): Promise<number> {
  demoHash ??= hashPassword(DEMO_STAFF_PASSWORD);
  const passwordHash = await demoHash;
  const rows = await db
    .insert(staffUsers)
    .values(DEMO_STAFF.map((s) => ({ ...s, passwordHash, demo: true })))
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  return rows.length;
}

/**
 * Idempotent: the missing demo accounts of a demo database, which has no account but demo ones
 * (a real deployment's accounts are made with `npm run staff:add`): all of them for one seeded
 * before the console existed, a new role's (the lab's) for one seeded before that role.
 */
export async function ensureDemoStaff(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(eq(staffUsers.demo, false));
  return n > 0 ? 0 : writeDemoStaff(db);
}
