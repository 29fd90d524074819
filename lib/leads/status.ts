/**
 * The desk's work on a lead (callback request or contact message): new, then contacted, then
 * closed. A lead only moves forward; one that needs no call (a duplicate, spam) may be closed at
 * once. Pure, shared by the console's pages and its actions.
 */

import { labelsOf, oneOfGuard } from '../closed-list';
import { LEAD_STATUSES } from '../db/schema/constants';

export { LEAD_STATUSES };
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS = labelsOf(LEAD_STATUSES);

const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: [],
};

/** The statuses a lead in `from` may move to. */
export function nextLeadStatuses(from: LeadStatus): readonly LeadStatus[] {
  return NEXT[from];
}

export const isLeadStatus = oneOfGuard(LEAD_STATUSES);

/** A desk note is kept short enough to read at a glance in the list. */
export const LEAD_NOTE_MAX = 1000;
