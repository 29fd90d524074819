import { object } from 'yup';
import { jobApplications } from '@/lib/db/schema';
import { defineStaffAction } from '@/lib/staff/action';
import {
  saveStatusAndNote,
  statusAndNoteFields,
  type StatusNoteRecord,
} from '@/lib/staff/status-note';
import {
  APPLICATION_NOTE_MAX,
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  nextApplicationStatuses,
  type ApplicationStatus,
} from './application-status';

export const updateApplicationSchema = object(
  statusAndNoteFields(APPLICATION_STATUSES, APPLICATION_NOTE_MAX),
);

const APPLICATION_RECORD: StatusNoteRecord<ApplicationStatus> = {
  table: jobApplications,
  missing: 'This application no longer exists',
  action: 'application.update',
  labels: APPLICATION_STATUS_LABELS,
  next: nextApplicationStatuses,
  refusal: (from, to) => `A ${from} application cannot become ${to}`,
};

/** HR moves an application on (new, shortlisted, hired or rejected) and keeps a note. */
export const updateApplication = defineStaffAction({
  name: 'update a job application',
  area: 'applications',
  schema: updateApplicationSchema,
  run: (db, actor, input) => saveStatusAndNote(db, actor, APPLICATION_RECORD, input),
});
