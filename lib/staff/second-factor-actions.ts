import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { staffUsers } from '@/lib/db/schema';
import { defineStaffAction } from './action';
import { recordAudit } from './audit';
import { codeSchema } from './sign-in-schema';
import { acceptedStep, newTotpSecret } from './totp';

/**
 * A member's own second factor (every role may turn it on; admins should). Each action works on
 * the signed-in member's account only: no form field names an account.
 */

async function account(db: Parameters<typeof recordAudit>[0], id: number) {
  const [row] = await db
    .select({
      totpSecret: staffUsers.totpSecret,
      totpPendingSecret: staffUsers.totpPendingSecret,
      totpLastStep: staffUsers.totpLastStep,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, id));
  return row;
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
    const step = await acceptedStep(row.totpPendingSecret, input.code, null);
    if (!step) throw new InvalidInputError({ code: 'Wrong or expired code' });
    await db.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
        .where(eq(staffUsers.id, actor.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'staff.second_factor_on',
        entity: 'staff',
        entityId: actor.id,
      });
    });
    return { ok: true, message: 'Second factor on: each sign-in will ask for a code' };
  },
});

export const stopSecondFactor = defineStaffAction({
  name: 'turn off a second factor',
  area: 'dashboard',
  schema: codeSchema,
  async run(db, actor, input) {
    const row = await account(db, actor.id);
    if (!row?.totpSecret) return { ok: false, message: 'Your second factor is not on' };
    const step = await acceptedStep(row.totpSecret, input.code, row.totpLastStep);
    if (!step) throw new InvalidInputError({ code: 'Wrong or expired code' });
    await db.transaction(async (tx) => {
      await tx
        .update(staffUsers)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
        .where(eq(staffUsers.id, actor.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'staff.second_factor_off',
        entity: 'staff',
        entityId: actor.id,
      });
    });
    return { ok: true, message: 'Second factor off' };
  },
});
