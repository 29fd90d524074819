import { eq } from 'drizzle-orm';
import { mixed, number, object, string } from 'yup';
import { InvalidInputError, isUniqueViolation } from '@/lib/api/errors';
import type { Db, Tx } from '@/lib/db/open';
import { doctors, staffUsers } from '@/lib/db/schema';
import { MAX_ID } from '@/lib/validation/fields';
import { defineStaffAction, recordId } from './action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, recordAudit, auditChange } from './audit';
import { normaliseEmail } from './auth';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from './roles';
import { endSessionsOf } from './sessions';

const role = () => mixed<StaffRole>().oneOf(STAFF_ROLES, 'Choose a role').required('Choose a role');

const CHOOSE_DOCTOR = 'Choose the doctor this account is for';

/** The doctor a 'doctor' account acts for (issue 47); ignored for every other role. */
const doctorField = () =>
  number()
    .transform((value, typed) => (typeof typed === 'string' && typed.trim() === '' ? null : value))
    .typeError(CHOOSE_DOCTOR)
    .integer(CHOOSE_DOCTOR)
    .positive(CHOOSE_DOCTOR)
    .max(MAX_ID, CHOOSE_DOCTOR)
    .nullable()
    .default(null);

/**
 * The doctor link of an account of `role`: required (and existing) for a doctor's account, null
 * for any other role, as the schema's check wants it.
 */
async function doctorLink(db: Db | Tx, role: StaffRole, doctorId: number | null) {
  if (role !== 'doctor') return null;
  if (doctorId === null) throw new InvalidInputError({ doctor_id: CHOOSE_DOCTOR });
  const [doctor] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.id, doctorId));
  if (!doctor) throw new InvalidInputError({ doctor_id: CHOOSE_DOCTOR });
  return doctorId;
}

/**
 * One account per doctor (staff_users_doctor_idx): a second one is the field's error. The e-mail's
 * conflict is answered before (ON CONFLICT on the e-mail), so a unique violation here is the doctor's.
 */
async function oneAccountPerDoctor<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new InvalidInputError({ doctor_id: 'This doctor has an account already' });
  }
}

export const createAccountSchema = object({
  email: string()
    .trim()
    .required('Enter the e-mail')
    .max(254, 'Enter a valid e-mail')
    .email('Enter a valid e-mail'),
  name: string()
    .trim()
    .required('Enter the name')
    .min(2, 'Enter the name')
    .max(80, 'The name may be at most 80 characters'),
  role: role(),
  doctor_id: doctorField(),
  password: string()
    .required('Enter a first password')
    .min(PASSWORD_MIN_LENGTH, `A password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `A password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

/** An admin opens an account for a colleague (the password is never logged nor audited). */
export const createAccount = defineStaffAction({
  name: 'create a staff account',
  area: 'accounts',
  schema: createAccountSchema,
  async run(db, actor, input) {
    const email = normaliseEmail(input.email);
    const doctorId = await doctorLink(db, input.role, input.doctor_id);
    const passwordHash = await hashPassword(input.password);
    const [created] = await oneAccountPerDoctor(() =>
      db
        .insert(staffUsers)
        .values({ email, name: input.name, role: input.role, doctorId, passwordHash })
        .onConflictDoNothing({ target: staffUsers.email })
        .returning({ id: staffUsers.id }),
    );
    if (!created)
      throw new InvalidInputError({ email: 'An account with this e-mail exists already' });
    await recordAudit(db, {
      staffId: actor.id,
      action: 'staff.create',
      entity: 'staff',
      entityId: created.id,
      changes: { email: { before: null, after: email }, role: { before: null, after: input.role } },
    });
    return { ok: true, message: `Account created for ${input.name} (${ROLE_LABELS[input.role]}).` };
  },
});

export const updateAccountSchema = object({
  id: recordId(),
  role: role(),
  doctor_id: doctorField(),
  active: string().oneOf(['true', 'false'], 'Choose whether the account may sign in').required(),
});

/**
 * An admin changes a colleague's role or switches the account off (its sessions end at once). An
 * admin cannot switch off or demote their own account, so the console is never left without one.
 */
export const updateAccount = defineStaffAction({
  name: 'change a staff account',
  area: 'accounts',
  schema: updateAccountSchema,
  async run(db, actor, input) {
    const active = input.active === 'true';
    if (input.id === actor.id && (!active || input.role !== 'admin')) {
      throw new InvalidInputError({ role: 'You cannot switch off or demote your own account' });
    }
    return oneAccountPerDoctor(() =>
      db.transaction(async (tx) => {
        const account = await lockRecord(tx, staffUsers, input.id, 'This account does not exist', {
          role: staffUsers.role,
          active: staffUsers.active,
          doctorId: staffUsers.doctorId,
        });
        const doctorId = await doctorLink(tx, input.role, input.doctor_id);
        const after = { role: input.role, active, doctorId };
        const changes = changedFields(account, after);
        if (Object.keys(changes).length === 0) return { ok: true, message: 'Nothing to save' };
        await tx.update(staffUsers).set(after).where(eq(staffUsers.id, input.id));
        // A new role or a switched-off account: whatever the old sessions could do ends now.
        await endSessionsOf(tx, input.id);
        await auditChange(tx, actor, 'staff.update', input.id, changes);
        return { ok: true, message: 'Account saved; its sessions have ended.' };
      }),
    );
  },
});
