'use server';

import { revalidatePath } from 'next/cache';
import { askForCode, enterCode, leave } from '@/lib/self-service/guard';
import { LAB_REPORT_PATH } from '@/lib/self-service/links';
import type { ActionState } from '@/lib/staff/action';

/** The server actions of /lab-tests/report (lib/self-service/guard.ts). */

export async function askLabCode(_: ActionState, form: FormData): Promise<ActionState> {
  return askForCode('lab_order', form);
}

export async function enterLabCode(_: ActionState, form: FormData): Promise<ActionState> {
  return enterCode('lab_order', form);
}

export async function leaveLabOrder(): Promise<void> {
  await leave('lab_order');
  revalidatePath(LAB_REPORT_PATH);
}
