import 'server-only';
import { revalidatePath } from 'next/cache';
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

type Done = Exclude<ActionState, null>;

/**
 * The actions of one account page (/account/family, /account/addresses): each change that went
 * through renders the page afresh, and a record's id bound by the page that is no record id
 * changes nothing and answers `notYours`, as another account's record does.
 */
export function accountPageActions(path: string, notYours: string) {
  const refused = { ok: false, message: notYours } as const;
  const done = (state: Done) => {
    if (state.ok) revalidatePath(path);
    return state;
  };
  return {
    form: async <S extends AnySchema>(
      name: string,
      schema: S,
      form: unknown,
      change: (db: Db, account: AccountActor, input: InferType<S>) => Promise<string>,
    ) => done(await accountFormAction(name, schema, form, change)),
    recordForm: async <S extends AnySchema>(
      id: unknown,
      name: string,
      schema: S,
      form: unknown,
      change: (db: Db, account: AccountActor, input: InferType<S>) => Promise<string>,
    ): Promise<Done> =>
      isRecordId(id) ? done(await accountFormAction(name, schema, form, change)) : refused,
    record: async (
      id: unknown,
      name: string,
      change: (db: Db, account: AccountActor) => Promise<string>,
    ): Promise<Done> => (isRecordId(id) ? done(await accountAction(name, change)) : refused),
  };
}
