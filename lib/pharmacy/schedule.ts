/**
 * Which medicines may be sold online, and on what terms (issue 18;
 * docs/decisions/drug-schedules.md). India's Drugs and Cosmetics Rules, 1945 sort prescription
 * medicines into schedules:
 * H and H1 are sold only against a registered medical practitioner's prescription (H1 also kept in
 * a register), and X (psychotropics such as methylphenidate or meprobamate) only in person, with
 * the original prescription kept by the pharmacy, so never online. Pure, for server and browser.
 */

import { oneOfGuard } from '../closed-list';
import { DRUG_SCHEDULES, TELEMEDICINE_LISTS } from '../db/schema/constants';

export { DRUG_SCHEDULES };

export type DrugSchedule = (typeof DRUG_SCHEDULES)[number];

export const isDrugSchedule = oneOfGuard(DRUG_SCHEDULES);

/** Sold online only against a prescription a pharmacist has checked. */
export function needsPrescription(schedule: DrugSchedule): boolean {
  return schedule === 'H' || schedule === 'H1';
}

/** Never sold online: shown in the catalogue, but cannot be put in a cart. */
export function soldOnline(schedule: DrugSchedule): boolean {
  return schedule !== 'X';
}

/** The badge peers show on a prescription medicine, on cards and its page. */
export const PRESCRIPTION_BADGE = 'Prescription required';

/** The badge and button of a Schedule X medicine. */
export const NOT_SOLD_ONLINE = 'Not sold online';

/** Why a Schedule X medicine cannot be added: on its page, and in the server's refusal. */
export function notSoldOnlineReason(name: string): string {
  return `${name} is a Schedule X medicine: the law does not allow it to be sold online. Please buy it at the hospital pharmacy with your original prescription.`;
}

/**
 * A medicine's first list under the Telemedicine Practice Guidelines (2020), from its schedule:
 * over the counter List O, Schedule H List A, H1 List B, X prohibited (the same rule as migration
 * 0022). A starting point the pharmacist edits; the prescribing rules read the stored list.
 */
export function defaultTelemedicineList(
  schedule: DrugSchedule,
): (typeof TELEMEDICINE_LISTS)[number] {
  const lists = { OTC: 'O', H: 'A', H1: 'B', X: 'prohibited' } as const;
  return lists[schedule];
}
