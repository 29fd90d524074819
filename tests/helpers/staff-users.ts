/** Staff accounts for tests that act as a member of staff without signing in. */
import { staffUsers } from '@/lib/db/schema';
import type { Db } from '@/lib/db/open';
import type { StaffRole } from '@/lib/staff/roles';
import type { StaffActor } from '@/lib/staff/sessions';

export type StaffUserSeed = { email: string; name: string; role: StaffRole; doctorId?: number };

/** Adds the account (its password is never used) and answers its id. */
export async function insertStaffUser(db: Db, user: StaffUserSeed): Promise<number> {
  const [row] = await db
    .insert(staffUsers)
    .values({ ...user, passwordHash: 'x' })
    .returning({ id: staffUsers.id });
  return row.id;
}

/**
 * Adds one account per role, `<role>@<domain>` and named after its role, into `ids` (declared by
 * the test so its cases can read it before the accounts exist).
 */
export async function insertStaffRoles(
  db: Db,
  roles: readonly StaffRole[],
  domain: string,
  ids: Partial<Record<StaffRole, number>>,
): Promise<void> {
  for (const role of roles) {
    ids[role] = await insertStaffUser(db, { email: `${role}@${domain}`, name: role, role });
  }
}

/** Adds the account and answers it as the actor a staff action runs as. */
export async function insertStaffActor(db: Db, user: StaffUserSeed): Promise<StaffActor> {
  return { id: await insertStaffUser(db, user), ...user };
}
