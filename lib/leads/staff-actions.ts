import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { callbackRequests, contactMessages } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { noteConflict, noteSeenField } from '@/lib/staff/note-seen';
import { LEAD_KINDS } from './queue';
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES, nextLeadStatuses } from './status';

export const updateLeadSchema = object({
  kind: string().oneOf(LEAD_KINDS, 'Unknown kind of request').required(),
  id: recordId(),
  status: string().oneOf(LEAD_STATUSES, 'Choose a status').required('Choose a status'),
  note: string()
    .trim()
    .max(LEAD_NOTE_MAX, `A note may be at most ${LEAD_NOTE_MAX} characters`)
    .default(''),
  note_seen: noteSeenField(),
});

/**
 * The desk moves a lead on (new, contacted, closed) and keeps a note of the call. The row is
 * locked while it changes, so two receptionists saving at once are applied one after the other,
 * and the second sees the first's status (and may be refused a move back).
 */
export const updateLead = defineStaffAction({
  name: 'update a callback request or contact message',
  area: 'leads',
  schema: updateLeadSchema,
  async run(db, actor, input) {
    const table = input.kind === 'callback' ? callbackRequests : contactMessages;
    return db.transaction(async (tx) => {
      const lead = await lockRecord(tx, table, input.id, 'This request no longer exists', {
        status: table.status,
        note: table.note,
      });
      if (input.status !== lead.status && !nextLeadStatuses(lead.status).includes(input.status)) {
        throw new InvalidInputError({
          status: `A ${LEAD_STATUS_LABELS[lead.status].toLowerCase()} request cannot go back to ${LEAD_STATUS_LABELS[input.status].toLowerCase()}`,
        });
      }
      const conflict = noteConflict(lead.note, input.note_seen, input.note);
      if (conflict) throw new InvalidInputError({ note: conflict });
      const after = { status: input.status, note: input.note };
      const changes = changedFields(lead, after);
      if (Object.keys(changes).length === 0) return { ok: true, message: 'Nothing to save' };
      await tx
        .update(table)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(table.id, input.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: `${input.kind}.update`,
        entity: input.kind,
        entityId: input.id,
        changes,
      });
      return { ok: true, message: `Saved: ${LEAD_STATUS_LABELS[input.status]}` };
    });
  },
});
