'use server';

import { revalidatePath } from 'next/cache';
import { askForCode, enterCode, leave } from '@/lib/self-service/guard';
import { TRACK_ORDER_PATH } from '@/lib/self-service/links';
import type { ActionState } from '@/lib/staff/action';

/** The server actions of /pharmacy/order (lib/self-service/guard.ts). */

export async function askOrderCode(_: ActionState, form: FormData): Promise<ActionState> {
  return askForCode('pharmacy_order', form);
}

export async function enterOrderCode(_: ActionState, form: FormData): Promise<ActionState> {
  return enterCode('pharmacy_order', form);
}

export async function leaveOrder(): Promise<void> {
  await leave('pharmacy_order');
  revalidatePath(TRACK_ORDER_PATH);
}
