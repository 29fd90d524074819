import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError, TooManyAttemptsError } from '@/lib/api/errors';
import { getLimit } from '@/lib/security/limits';
import type { Db } from '@/lib/db/open';
import { staffUsers } from '@/lib/db/schema';
import { defineStaffAction } from './action';
import { recordAudit } from './audit';
import { recordById } from './record-lock';
import { SIGN_IN_MESSAGES } from './auth';
import { endOtherSessionsOf, type StaffActor } from './sessions';
import { codeSchema } from './sign-in-schema';
import { acceptedStep, newTotpSecret } from './totp';

/**
 * A member's own second factor (every role may turn it on; admins should). Each action works on
 * the signed-in member's account only: no form field names an account. A wrong code counts with
 * the account's wrong sign-ins (`staffLoginAccount`), so a stolen session cannot guess its way to
 * turning the factor off; either change ends the member's other sessions.
 */

/** The account's count of wrong sign-ins and codes: the sign-in's own (lib/staff/auth.ts). */
const attempts = (email: string) => ({
  limit: getLimit('staffLoginAccount'),
  key: `account:${email}`,
});

/** The step the code names, or a refusal: too many wrong tries, or a wrong or expired code. */
async function checkedStep(
  email: string,
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number> {
  const { limit, key } = attempts(email);
  // Spent before the code is judged, so codes sent all at once are each counted (as at sign-in);
  // a right code gives it back.
  const spent = await limit.consume(key);
  if (!spent.allowed) {
    throw new TooManyAttemptsError(
      'code',
      SIGN_IN_MESSAGES.tooMany(spent.retryAfterSeconds),
      spent.retryAfterSeconds,
    );
  }
  const step = await acceptedStep(secret, code, lastStep);
  if (!step) throw new InvalidInputError({ code: 'Wrong or expired code' });
  await limit.reward(key);
  return step;
}

function account(db: Db, id: number) {
  return recordById(db, staffUsers, id, {
    totpSecret: staffUsers.totpSecret,
    totpPendingSecret: staffUsers.totpPendingSecret,
    totpLastStep: staffUsers.totpLastStep,
  });
}

/**
 * Turns the actor's second factor on or off (`totp`, its columns), ends their other sessions and
 * records the change as `action`, all in one transaction.
 */
async function switchSecondFactor(
  db: Db,
  actor: StaffActor,
  action: 'staff.second_factor_on' | 'staff.second_factor_off',
  totp: Pick<typeof staffUsers.$inferInsert, 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'>,
) {
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set(totp).where(eq(staffUsers.id, actor.id));
    await endOtherSessionsOf(tx, actor.id, actor.sessionHash);
    await recordAudit(tx, {
      staffId: actor.id,
      action,
      entity: 'staff',
      entityId: actor.id,
    });
  });
}

export const startSecondFactor = defineStaffAction({
  name: 'start setting up a second factor',
  area: 'dashboard',
  schema: object({}),
  async run(db, actor) {
    const row = await account(db, actor.id);
    if (row?.totpSecret) return { ok: false, message: 'Your second factor is already on' };
    await db
      .update(staffUsers)
      .set({ totpPendingSecret: newTotpSecret() })
      .where(eq(staffUsers.id, actor.id));
    return {
      ok: true,
      message: 'Scan the code with your authenticator app, then enter its 6 digits',
    };
  },
});

export const confirmSecondFactor = defineStaffAction({
  name: 'turn on a second factor',
  area: 'dashboard',
  schema: codeSchema,
  async run(db, actor, input) {
    const row = await account(db, actor.id);
    if (!row?.totpPendingSecret) return { ok: false, message: 'Start the set-up again' };
    const step = await checkedStep(actor.email, row.totpPendingSecret, input.code, null);
    await switchSecondFactor(db, actor, 'staff.second_factor_on', {
      totpSecret: row.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
    });
    return {
      ok: true,
      message:
        'Second factor on: each sign-in will ask for a code. Your other sessions have been signed out.',
    };
  },
});

export const stopSecondFactor = defineStaffAction({
  name: 'turn off a second factor',
  area: 'dashboard',
  schema: codeSchema,
  async run(db, actor, input) {
    const row = await account(db, actor.id);
    if (!row?.totpSecret) return { ok: false, message: 'Your second factor is not on' };
    await checkedStep(actor.email, row.totpSecret, input.code, row.totpLastStep);
    await switchSecondFactor(db, actor, 'staff.second_factor_off', {
      totpSecret: null,
      totpPendingSecret: null,
      totpLastStep: null,
    });
    return { ok: true, message: 'Second factor off. Your other sessions have been signed out.' };
  },
});
