import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { jobApplications } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, auditChange } from '@/lib/staff/audit';
import { noteConflict, noteSeenField } from '@/lib/staff/note-seen';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  nextApplicationStatuses,
} from './application-status';

export const updateApplicationSchema = object({
  id: recordId(),
  status: string().oneOf(APPLICATION_STATUSES, 'Choose a status').required('Choose a status'),
  note: string()
    .trim()
    .max(APPLICATION_NOTE_MAX, `A note may be at most ${APPLICATION_NOTE_MAX} characters`)
    .default(''),
  note_seen: noteSeenField(),
});

/** HR moves an application on (new, shortlisted, hired or rejected) and keeps a note. */
export const updateApplication = defineStaffAction({
  name: 'update a job application',
  area: 'applications',
  schema: updateApplicationSchema,
  async run(db, actor, input) {
    return db.transaction(async (tx) => {
      const row = await lockRecord(
        tx,
        jobApplications,
        input.id,
        'This application no longer exists',
        { status: jobApplications.status, note: jobApplications.note },
      );
      if (
        input.status !== row.status &&
        !nextApplicationStatuses(row.status).includes(input.status)
      ) {
        throw new InvalidInputError({
          status: `A ${APPLICATION_STATUS_LABELS[row.status].toLowerCase()} application cannot become ${APPLICATION_STATUS_LABELS[input.status].toLowerCase()}`,
        });
      }
      const conflict = noteConflict(row.note, input.note_seen, input.note);
      if (conflict) throw new InvalidInputError({ note: conflict });
      const after = { status: input.status, note: input.note };
      const changes = changedFields(row, after);
      if (Object.keys(changes).length === 0) return { ok: true, message: 'Nothing to save' };
      await tx
        .update(jobApplications)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(jobApplications.id, input.id));
      await auditChange(tx, actor, 'application.update', input.id, changes);
      return { ok: true, message: `Saved: ${APPLICATION_STATUS_LABELS[input.status]}` };
    });
  },
});
