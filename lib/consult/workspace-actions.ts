import { object, string } from 'yup';
import { withoutForbiddenCharacters } from '@/lib/validation/fields';
import { NotFoundError } from '@/lib/api/errors';
import { defineStaffAction } from '@/lib/staff/action';
import { doctorOfStaff, NOTES_MAX, saveConsultationNotes } from './workspace';

/** The doctor's workspace's one form (issue 47): her notes on one of her consultations. */
export const saveNotesSchema = object({
  reference: string().trim().required('This consultation is unknown').max(64),
  notes: withoutForbiddenCharacters(
    string().max(NOTES_MAX, `Notes may be at most ${NOTES_MAX} characters`).default(''),
  ),
});

export const saveNotes = defineStaffAction({
  name: 'write consultation notes',
  area: 'consultations',
  schema: saveNotesSchema,
  async run(db, actor, input) {
    const doctorId = doctorOfStaff(actor);
    // An admin may open the area but is no doctor: only the consultation's doctor writes notes.
    if (doctorId === null) {
      return { ok: false, message: 'Only the consultation’s doctor can write its notes.' };
    }
    const saved = await saveConsultationNotes(
      db,
      actor.id,
      doctorId,
      input.reference,
      input.notes.trim(),
    );
    if (!saved) throw new NotFoundError('This consultation is not one of yours');
    return { ok: true, message: 'Notes saved.' };
  },
});
