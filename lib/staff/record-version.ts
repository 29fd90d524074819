import 'server-only';
import { createHash } from 'node:crypto';
import { string } from 'yup';
import { ServiceError } from '@/lib/api/errors';

/**
 * Two editors on one record. An edit form carries the version of the record it showed (`seen`, a
 * digest of what the page's get…ForEdit read); the action reads the record again under its row
 * lock with the same function and refuses to save over a version it was not shown, so the first
 * editor's work is never undone without anyone being told. The note fields have their own, finer
 * rule (./note-seen.ts).
 */

/** A short digest of a record as read for its edit form (key order is the read's own). */
export function recordVersion(record: object): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 22);
}

/** The hidden field; absent from callers that send none (a program, an older page). */
export const seenField = () => string().max(64).optional();

export const RECORD_CHANGED_MESSAGE =
  'Someone else saved this page after you opened it, so your changes were not saved. Copy what you typed, reload the page to see their changes, then make yours again.';

/** 409: the record changed since its form was opened. */
export class RecordChangedError extends ServiceError {
  constructor() {
    super(409, RECORD_CHANGED_MESSAGE, 'record_changed');
  }
}

/** Throws RecordChangedError when the form showed another version than `current`. */
export function refuseIfChanged(seen: string | undefined, current: object): void {
  if (seen !== undefined && seen !== recordVersion(current)) throw new RecordChangedError();
}
