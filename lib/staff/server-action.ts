import 'server-only';
import { refresh } from 'next/cache';
import { forbidden, redirect } from 'next/navigation';
import type { AnySchema } from 'yup';
import { publishTags } from '@/lib/cache/publish';
import { getDb } from '@/lib/db';
import {
  formFields,
  performStaffAction,
  StaffForbiddenError,
  type ActionResult,
  type ActionState,
  type StaffAction,
} from './action';
import { getStaff, SIGN_IN_PATH } from './current';

/**
 * The body of every console server action: the session's staff member (none: to the sign-in
 * page), then performStaffAction (the role check, 403 through forbidden(), the validation, the
 * action), then the publication of a content change's cache tags and a refresh of the page the
 * form is on so that it shows the new state.
 */
export async function runStaffAction<S extends AnySchema>(
  action: StaffAction<S>,
  form: FormData,
): Promise<ActionState> {
  const staff = await getStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  let result: ActionResult;
  try {
    result = await performStaffAction(await getDb(), action, staff, formFields(form));
  } catch (error) {
    if (error instanceof StaffForbiddenError) forbidden();
    throw error;
  }
  const { revalidate, ...state } = result;
  if (revalidate?.length) await publishTags(revalidate);
  // A create's form opens the new record's page instead (StaffForm).
  if (state.ok && !state.location) refresh();
  return state;
}
