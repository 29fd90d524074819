import { number, string, type AnySchema, type InferType } from 'yup';
import { MAX_ID } from '@/lib/validation/fields';
import { ServiceError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { validateBody, type FieldErrors } from '@/lib/validation/validate';
import { mayUse, type StaffArea } from './roles';
import type { StaffActor } from './sessions';

/**
 * What a console form gets back from its server action: a message to announce and, for a
 * refusal, one message per field (the same field errors every API answer carries). A create
 * answers the console page of the new record as `location`, which the form opens.
 */
export type ActionState = {
  ok: boolean;
  message: string;
  errors?: FieldErrors;
  location?: string;
} | null;

/**
 * What an action answers: the form's state and, for a content change, the cache tags of the
 * pages that show it (published by the server action once the change is stored).
 */
export type ActionResult = Exclude<ActionState, null> & { revalidate?: string[] };

/**
 * One thing staff can do: the console area it belongs to (lib/staff/roles.ts), the yup schema of
 * its form, and what it does with validated input. `run` receives the acting staff member from
 * the session, never from the form, so no field can make one member act as another.
 */
export type StaffAction<S extends AnySchema = AnySchema> = {
  name: string;
  area: StaffArea;
  schema: S;
  run: (db: Db, actor: StaffActor, input: InferType<S>) => Promise<ActionResult>;
};

export function defineStaffAction<S extends AnySchema>(action: StaffAction<S>): StaffAction<S> {
  return action;
}

/** A role that may not use the action's area (the server action answers it with 403). */
export class StaffForbiddenError extends Error {
  constructor(readonly action: string) {
    super(`This role may not ${action}`);
    this.name = 'StaffForbiddenError';
  }
}

export const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * Runs `action` for `actor`: the role check first (before the input is even read), then the one
 * validation with the action's schema, then the action. A refusal the domain throws (a
 * ServiceError below 500: a status that may not change, an order already refunded) comes back
 * as the form's message; anything else is the server action's error.
 */
export async function performStaffAction<S extends AnySchema>(
  db: Db,
  action: StaffAction<S>,
  actor: StaffActor,
  raw: Record<string, unknown>,
): Promise<ActionResult> {
  if (!mayUse(actor.role, action.area)) throw new StaffForbiddenError(action.name);
  const parsed = await validateBody(action.schema, raw);
  if (!parsed.ok) return { ok: false, message: FIX_FIELDS, errors: parsed.errors };
  try {
    return await action.run(db, actor, parsed.value);
  } catch (error) {
    const refused = refusalState(error);
    if (refused) return refused;
    throw error;
  }
}

/**
 * A form's state for a refusal the domain threw (a ServiceError below 500, with its message and
 * fields), or null for anything else: the console's actions and the self-service pages' share it.
 */
export function refusalState(error: unknown): Exclude<ActionState, null> | null {
  if (!(error instanceof ServiceError) || error.status >= 500) return null;
  const body = error.toBody();
  return { ok: false, message: body.message, errors: body.errors };
}

/**
 * A form's fields, without the fields Next.js adds to a server action's form: text as text, a
 * chosen file as its File (an empty file input, which browsers send as a nameless empty file, is
 * left out).
 */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith('$')) continue;
    if (typeof value === 'string') fields[key] = value;
    else if (value.size > 0) fields[key] = value;
  }
  return fields;
}

/** A record's id in a console form: a whole number the database's integer ids can hold. */
export function recordId(message = 'Unknown record') {
  return number()
    .typeError(message)
    .integer(message)
    .positive(message)
    .max(MAX_ID, message)
    .required(message);
}

/**
 * The record a form that both adds and changes one is about (a vacancy, a home page question or
 * banner): empty for a new one, else its id as the form sent it.
 */
export function newOrRecordId() {
  return string()
    .trim()
    .default('')
    .matches(/^(\d{1,9})?$/, 'Unknown record');
}
