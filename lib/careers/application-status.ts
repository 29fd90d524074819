/**
 * HR's work on a job application (issue 15): new, then shortlisted, then hired or rejected; an
 * application may also be rejected at once. Pure, shared by the console's pages and actions.
 */

import { labelsOf, oneOfGuard } from '../closed-list';
import { APPLICATION_STATUSES } from '../db/schema/constants';

export { APPLICATION_STATUSES };
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS = labelsOf(APPLICATION_STATUSES);

const NEXT: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
};

export function nextApplicationStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT[from];
}

export const isApplicationStatus = oneOfGuard(APPLICATION_STATUSES);

export const APPLICATION_NOTE_MAX = 1000;
