'use server';

import { CONSULT_ACCESS_COOKIE, CONSULT_COOKIE_PATH } from '@/lib/consult/access';
import { askForCode, enterCode } from '@/lib/self-service/guard';
import type { ActionState } from '@/lib/staff/action';

/**
 * The room's code form (lib/self-service/guard.ts): the booking's reference and phone, then the
 * one-time code, whose grant the room keeps in a cookie of its own (scoped to /consult).
 */

export async function askConsultCode(_: ActionState, form: FormData): Promise<ActionState> {
  return askForCode('appointment', form);
}

export async function enterConsultCode(_: ActionState, form: FormData): Promise<ActionState> {
  return enterCode('appointment', form, {
    cookie: CONSULT_ACCESS_COOKIE,
    path: CONSULT_COOKIE_PATH,
  });
}
