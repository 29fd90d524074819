import 'server-only';
import type { AnySchema, InferType } from 'yup';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { formFields, formStep } from '@/lib/self-service/guard';
import type { ActionState } from '@/lib/staff/action';
import { validateBody } from '@/lib/validation/validate';
import { getAccount } from './current';
import type { AccountActor } from './sessions';

/**
 * What the server actions of /account/family and /account/addresses share: the signed-in account
 * from the session (never from the form), the form's own fields validated with its schema (one
 * message per field), then the change, whose refusals (a full family, an address outside the
 * delivery area, another account's record) and an unreachable database come back as the form's
 * message, as on the self-service pages (formStep). The POST limit and origin are the action
 * pages' (docs/decisions/server-action-limits.md).
 */

export const SIGNED_OUT = 'You are signed out. Sign in again to continue.';
const FIX = 'Please correct the fields below.';

export async function accountFormAction<S extends AnySchema>(
  name: string,
  schema: S,
  form: unknown,
  change: (db: Db, account: AccountActor, input: InferType<S>) => Promise<string>,
): Promise<Exclude<ActionState, null>> {
  const account = await getAccount();
  if (!account) return { ok: false, message: SIGNED_OUT };
  const names = Object.keys((schema as unknown as { fields: object }).fields ?? {});
  const parsed = await validateBody(schema, formFields(form, names));
  if (!parsed.ok) return { ok: false, message: FIX, errors: parsed.errors };
  return formStep(name, async () => ({
    ok: true,
    message: await change(await getDb(), account, parsed.value),
  }));
}

/** A change that takes no fields (a removal), for the signed-in account. */
export async function accountAction(
  name: string,
  change: (db: Db, account: AccountActor) => Promise<string>,
): Promise<Exclude<ActionState, null>> {
  const account = await getAccount();
  if (!account) return { ok: false, message: SIGNED_OUT };
  return formStep(name, async () => ({ ok: true, message: await change(await getDb(), account) }));
}

/** A record id bound to an action by its page: a positive whole number, else nothing is changed. */
export const isRecordId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
