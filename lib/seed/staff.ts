import { count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/open';
import { doctors, staffUsers } from '../db/schema';
import { hashPassword } from '../staff/password';
import { buildDoctors } from './content/doctors';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoDoctorEmail } from './content/staff';

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
  return rows.length + (await writeDemoDoctorStaff(db, passwordHash));
}

/**
 * One 'doctor' account per seeded video doctor (issue 47), linked to the doctor's record:
 * `doctor@staff.example` for the demo's own video doctor, `doctor.<name>@staff.example` for
 * the others. Doctors the console has removed or taken off video since are left out.
 */
async function writeDemoDoctorStaff(db: Db | Tx, passwordHash: string): Promise<number> {
  const slugs = buildDoctors()
    .filter((d) => d.videoPricePaise !== null)
    .map((d) => d.slug);
  if (slugs.length === 0) return 0;
  const list = await db
    .select({ id: doctors.id, slug: doctors.slug, name: doctors.name })
    .from(doctors)
    .where(inArray(doctors.slug, slugs));
  if (list.length === 0) return 0;
  const rows = await db
    .insert(staffUsers)
    .values(
      list.map((d) => ({
        email: demoDoctorEmail(d.slug),
        name: d.name,
        role: 'doctor' as const,
        doctorId: d.id,
        passwordHash,
        demo: true,
      })),
    )
    // The email, or the doctor already linked to an account.
    .onConflictDoNothing()
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
