'use server';

import type { ActionState } from '@/lib/staff/action';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import { runStaffAction } from '@/lib/staff/server-action';

/**
 * The console's server actions: each is one registered action run through runStaffAction (the
 * session, the role check, the validation). Nothing else belongs here.
 */

export async function updateLeadAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.updateLeadAction, form);
}

export async function moveOrderAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.moveOrderAction, form);
}

export async function retryOrderRefundAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.retryOrderRefundAction, form);
}
