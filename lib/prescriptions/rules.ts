/**
 * What a doctor may prescribe in a consultation, after India's Telemedicine Practice Guidelines
 * (2020), by the medicine's list (kept as data: medicines.telemedicine_list, set by the
 * pharmacist) and the consultation's mode and type:
 * - List O (over the counter and the like): always;
 * - List A: on a video first consultation, and in a follow-up;
 * - List B (add-ons to a treatment begun in person): only in a follow-up;
 * - prohibited (Schedule X, narcotics and the like): never, in any consultation.
 * An in-clinic consultation has examined the patient in person, so only the prohibited list is
 * refused there. The consultation type is never chosen: consultationTypeOf decides it.
 * Runs in the browser (the form's hints) and on the server (sign.ts decides).
 */
import { TELEMEDICINE_LISTS } from '../db/schema/constants';
import type { ConsultMode } from '../consult/modes';
import type { DrugSchedule } from '../pharmacy/schedule';

export { TELEMEDICINE_LISTS };
export type TelemedicineList = (typeof TELEMEDICINE_LISTS)[number];
export type ConsultationType = 'first' | 'follow_up';

/**
 * How long the pharmacy accepts an e-prescription for an order ('Order these medicines'): a
 * prescription is for the illness of the day, not a standing order.
 */
export const E_PRESCRIPTION_ORDER_DAYS = 30;

/** A follow-up: the same patient saw the same doctor within this many days (six months). */
export const FOLLOW_UP_WITHIN_DAYS = 183;

export const TELEMEDICINE_LIST_LABELS: Record<TelemedicineList, string> = {
  O: 'List O (any consultation)',
  A: 'List A (video first consultation or follow-up)',
  B: 'List B (follow-up only)',
  prohibited: 'Prohibited (never by telemedicine)',
};

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  first: 'First consultation',
  follow_up: 'Follow-up',
};

/**
 * A medicine written as free text has no list on file; it is judged as List A (what a new
 * catalogue medicine gets until the pharmacist says otherwise), unless its name is a catalogue
 * medicine's, whose list then applies (sign.ts looks it up), so a prohibited drug cannot be
 * typed in by hand.
 */
export const FREE_TEXT_LIST: TelemedicineList = 'A';

/**
 * The list a medicine starts on from its drug schedule, as migration 0022 set it for the
 * catalogue then (OTC→O, H→A, H1→B, X→prohibited); the pharmacist may change it afterwards.
 * The demo seed files its medicines by it.
 */
export const LIST_OF_SCHEDULE: Record<DrugSchedule, TelemedicineList> = {
  OTC: 'O',
  H: 'A',
  H1: 'B',
  X: 'prohibited',
};

/** Why `list` may not be prescribed in this consultation, or null when it may. */
export function listRefusal(
  list: TelemedicineList,
  mode: ConsultMode,
  type: ConsultationType,
): string | null {
  if (list === 'prohibited') {
    return 'This medicine is on the prohibited list and cannot be prescribed in an e-prescription.';
  }
  if (mode === 'clinic' || list === 'O') return null;
  if (list === 'B' && type === 'first') {
    return 'List B medicines may be prescribed by video only in a follow-up consultation.';
  }
  return null;
}
