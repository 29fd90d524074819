/**
 * Staff actions run as the console's forms run them, without signing in: the registered action
 * by name, an actor, the raw form input. Apart from staff-users.ts so that tests which only need
 * an account do not load the whole action registry.
 */
import type { Db } from '@/lib/db/open';
import { performStaffAction, type StaffAction } from '@/lib/staff/action';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import type { StaffRole } from '@/lib/staff/roles';
import type { StaffActor } from '@/lib/staff/sessions';

export type StaffActionName = keyof typeof STAFF_ACTIONS;

export function runStaffAction(
  db: Db,
  name: StaffActionName,
  actor: StaffActor,
  input: Record<string, unknown>,
) {
  return performStaffAction(db, STAFF_ACTIONS[name] as unknown as StaffAction, actor, input);
}

/** The actor for the account staff-users' insertStaffRoles made for `role` at `domain`. */
export function roleActor(
  role: StaffRole,
  domain: string,
  ids: Partial<Record<StaffRole, number>>,
): StaffActor {
  return { id: ids[role]!, email: `${role}@${domain}`, name: role, role };
}
