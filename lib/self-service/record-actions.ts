'use server';

import { revalidatePath } from 'next/cache';
import type { AccessSubject } from '@/lib/self-service/access';
import { askForCode, enterCode, leave, SELF_SERVICE } from '@/lib/self-service/guard';
import type { ActionState } from '@/lib/staff/action';

/**
 * The code and 'Close' actions of a patient's own record page (lib/self-service/guard.ts), one
 * set for every kind: the page binds its kind (`askRecordCode.bind(null, 'lab_order')`). The kind
 * comes back from the browser, so it is checked against the known ones before anything is read.
 */

function knownKind(kind: unknown): AccessSubject {
  if (typeof kind === 'string' && Object.hasOwn(SELF_SERVICE, kind)) return kind as AccessSubject;
  throw new Error('Unknown self-service record kind');
}

export async function askRecordCode(
  kind: AccessSubject,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return askForCode(knownKind(kind), form);
}

export async function enterRecordCode(
  kind: AccessSubject,
  _: ActionState,
  form: FormData,
): Promise<ActionState> {
  return enterCode(knownKind(kind), form);
}

export async function leaveRecord(kind: AccessSubject): Promise<void> {
  const known = knownKind(kind);
  await leave(known);
  revalidatePath(SELF_SERVICE[known].path);
}
