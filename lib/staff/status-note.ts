import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { recordId, type ActionResult } from './action';
import { auditChange, changedFields } from './audit';
import { noteConflict, noteSeenField } from './note-seen';
import { lockRecord } from './record-lock';

/**
 * Records that staff move along their statuses while keeping a note (a callback request, a
 * contact message, a job application): one form and one way to save it.
 */

/** The form's fields: the id, the status chosen among `statuses`, the note, the note as shown. */
export function statusAndNoteFields<S extends string>(statuses: readonly S[], noteMax: number) {
  return {
    id: recordId(),
    status: string().oneOf(statuses, 'Choose a status').required('Choose a status'),
    note: string().trim().max(noteMax, `A note may be at most ${noteMax} characters`).default(''),
    note_seen: noteSeenField(),
  };
}

type StatusNoteTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  note: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

export type StatusNoteRecord<S extends string> = {
  table: StatusNoteTable;
  /** The 404's message when the record is gone. */
  missing: string;
  /** The audit log's action ('application.update'). */
  action: `${string}.${string}`;
  labels: Record<S, string>;
  /** The statuses a record may move on to from `from`. */
  next: (from: S) => readonly S[];
  /** The refusal of a move the workflow does not allow (the statuses' labels in lower case). */
  refusal: (from: string, to: string) => string;
};

/**
 * Saves a new status and note under the row's lock, so two members saving at once are applied
 * one after the other: a move the workflow does not allow, or a note someone else changed since
 * the form showed it, is refused; a save that changes nothing writes nothing.
 */
export function saveStatusAndNote<S extends string>(
  db: Db,
  actor: { id: number },
  record: StatusNoteRecord<S>,
  input: { id: number; status: S; note: string; note_seen?: string },
): Promise<ActionResult> {
  const { table, labels } = record;
  return db.transaction(async (tx) => {
    const row = (await lockRecord(tx, table, input.id, record.missing, {
      status: table.status,
      note: table.note,
    })) as { status: S; note: string };
    if (input.status !== row.status && !record.next(row.status).includes(input.status)) {
      const from = labels[row.status].toLowerCase();
      throw new InvalidInputError({
        status: record.refusal(from, labels[input.status].toLowerCase()),
      });
    }
    const conflict = noteConflict(row.note, input.note_seen, input.note);
    if (conflict) throw new InvalidInputError({ note: conflict });
    const after = { status: input.status, note: input.note };
    const changes = changedFields(row, after);
    if (Object.keys(changes).length === 0) return { ok: true, message: 'Nothing to save' };
    await tx
      .update(table)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(table.id, input.id));
    await auditChange(tx, actor, record.action, input.id, changes);
    return { ok: true, message: `Saved: ${labels[input.status]}` };
  });
}
