import 'server-only';
import { refresh } from 'next/cache';
import { forbidden, redirect } from 'next/navigation';
import type { AnySchema } from 'yup';
import { publishTags } from '@/lib/cache/publish';
import { getDb } from '@/lib/db';
import { databaseFault } from '@/lib/db/unavailable';
import {
  formFields,
  performStaffAction,
  StaffForbiddenError,
  type ActionResult,
  type ActionState,
  type StaffAction,
} from './action';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { getStaff, SIGN_IN_PATH } from './current';

/** Said instead of the action's own message when its change was saved but not published. */
export const NOT_PUBLISHED_YET =
  'Saved, but the public pages could not be refreshed: the shared cache is not answering. They show the change within the hour.';

/** A console form's answer while the database cannot be reached: nothing to fix in the form. */
export const CONSOLE_UNAVAILABLE =
  "We can't reach our records just now. Please try again in a minute.";

/**
 * Runs a console server action's body; a database fault (lib/db/unavailable.ts) becomes the
 * form's message instead of an error page. Next's redirect and forbidden pass through.
 */
export async function unlessDatabaseDown<T>(
  name: string,
  run: () => Promise<T>,
): Promise<T | Exclude<ActionState, null>> {
  try {
    return await run();
  } catch (error) {
    const fault = databaseFault(error);
    if (!fault) throw error;
    logger.error(
      { action: name, fault, err: safeError(error) },
      'staff action: database unavailable',
    );
    return { ok: false, message: CONSOLE_UNAVAILABLE };
  }
}

/**
 * The body of every console server action, a database fault answered as its message: the
 * session's staff member (none: to the sign-in page), then performStaffAction (the role check, 403 through forbidden(), the validation, the
 * action), then the publication of a content change's cache tags and a refresh of the page the
 * form is on so that it shows the new state.
 */
export function runStaffAction<S extends AnySchema>(
  action: StaffAction<S>,
  form: FormData,
): Promise<ActionState> {
  return unlessDatabaseDown(action.name, () => runSignedIn(action, form));
}

async function runSignedIn<S extends AnySchema>(
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
  if (revalidate?.length) {
    try {
      await publishTags(revalidate);
    } catch (error) {
      // Saved all the same (the transaction has committed): the editor must not be shown an
      // error page for it, nor told that the public pages already show the change.
      logger.error(
        { action: action.name, tags: revalidate, err: safeError(error) },
        'staff action saved, but its pages could not be refreshed',
      );
      if (state.ok && !state.location) refresh();
      return { ...state, message: NOT_PUBLISHED_YET };
    }
  }
  // A create's form opens the new record's page instead (StaffForm).
  if (state.ok && !state.location) refresh();
  return state;
}
