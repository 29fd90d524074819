import { eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { jobApplications } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
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
      const [row] = await tx
        .select({ status: jobApplications.status, note: jobApplications.note })
        .from(jobApplications)
        .where(eq(jobApplications.id, input.id))
        .for('update');
      if (!row) throw new NotFoundError('This application no longer exists');
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
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'application.update',
        entity: 'application',
        entityId: input.id,
        changes,
      });
      return { ok: true, message: `Saved: ${APPLICATION_STATUS_LABELS[input.status]}` };
    });
  },
});
