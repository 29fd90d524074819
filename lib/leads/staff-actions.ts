import { object, string } from 'yup';
import { callbackRequests, contactMessages } from '@/lib/db/schema';
import { defineStaffAction } from '@/lib/staff/action';
import { saveStatusAndNote, statusAndNoteFields } from '@/lib/staff/status-note';
import { LEAD_KINDS } from './queue';
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES, nextLeadStatuses } from './status';

export const updateLeadSchema = object({
  kind: string().oneOf(LEAD_KINDS, 'Unknown kind of request').required(),
  ...statusAndNoteFields(LEAD_STATUSES, LEAD_NOTE_MAX),
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
  run: (db, actor, input) =>
    saveStatusAndNote(
      db,
      actor,
      {
        table: input.kind === 'callback' ? callbackRequests : contactMessages,
        missing: 'This request no longer exists',
        action: `${input.kind}.update`,
        labels: LEAD_STATUS_LABELS,
        next: nextLeadStatuses,
        refusal: (from, to) => `A ${from} request cannot go back to ${to}`,
      },
      input,
    ),
});
