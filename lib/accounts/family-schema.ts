/**
 * The profile, family and address forms of /account (issue 46), one schema each for the form
 * and its server action; the words are ours, the spec has none for accounts. Dates of birth are
 * judged on India's calendar (lib/time), so a child born today in India is never 'in the future'
 * because the server runs on UTC.
 */
import { object, string, type InferType } from 'yup';
import { addDays, indiaToday, isIsoDate } from '../time/india';
import { requiredText } from '../validation/fields';
import { isFamilyRelationship, isPatientGender } from './person-choices';

/** Family members beside the holder; the holder is not counted. */
export const MAX_FAMILY_MEMBERS = 6;
/** Saved addresses per account. */
export const MAX_ADDRESSES = 5;
/** The oldest a date of birth may be, in years. */
export const MAX_AGE_YEARS = 120;

export const FAMILY_MESSAGES = {
  name: 'Enter the name',
  nameTooLong: 'Name must be at most 100 characters',
  birthDate: 'Enter the date of birth',
  birthDateFuture: 'Date of birth cannot be in the future',
  birthDateTooOld: `Date of birth cannot be more than ${MAX_AGE_YEARS} years ago`,
  gender: 'Choose male, female or other',
  relationship: 'Choose spouse, child, parent, sibling or other',
  familyFull: `You can add up to ${MAX_FAMILY_MEMBERS} family members. Remove one to add another.`,
  label: 'Label must be at most 40 characters',
  address: 'Address is required',
  addressTooLong: 'Address must be at most 500 characters',
  pincode: 'Pincode must be 6 digits',
  addressesFull: `You can save up to ${MAX_ADDRESSES} addresses. Remove one to add another.`,
} as const;

const M = FAMILY_MESSAGES;

/** The earliest date of birth accepted on India's `today`: MAX_AGE_YEARS ago, to the day. */
export function earliestBirthDate(today = indiaToday()): string {
  const [y, m, d] = today.split('-').map(Number);
  const iso = `${y - MAX_AGE_YEARS}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // 29 February of a leap year has no day 120 years on: the next day is the earliest.
  return isIsoDate(iso) ? iso : addDays(`${y - MAX_AGE_YEARS}-02-28`, 1);
}

/** Whole years from `birthDate` to India's `today` (the booking forms' age). */
export function ageOn(birthDate: string, today = indiaToday()): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const birthDate = string()
  .typeError(M.birthDate)
  .default('')
  .required(M.birthDate)
  .test('real', M.birthDate, (v) => !v || isIsoDate(v))
  .test('not-future', M.birthDateFuture, (v) => !v || !isIsoDate(v) || v <= indiaToday())
  .test('not-too-old', M.birthDateTooOld, (v) => !v || !isIsoDate(v) || v >= earliestBirthDate());

const personFields = {
  name: requiredText(M.name, 100, M.nameTooLong),
  birth_date: birthDate,
  gender: string()
    .typeError(M.gender)
    .default('')
    .required(M.gender)
    .test('known', M.gender, (v) => !v || isPatientGender(v)),
};

/** A family member as the form sends it (date input: yyyy-mm-dd). */
export const familyMemberSchema = object({
  ...personFields,
  relationship: string()
    .typeError(M.relationship)
    .default('')
    .required(M.relationship)
    .test('known', M.relationship, (v) => !v || isFamilyRelationship(v)),
});
export type FamilyMemberInput = InferType<typeof familyMemberSchema>;

/**
 * The holder's own profile ('correct your data'): name, date of birth, gender. The e-mail is the
 * account's, changed and verified by link on /account/settings.
 */
export const holderProfileSchema = object(personFields);
export type HolderProfileInput = InferType<typeof holderProfileSchema>;

/** A saved address (the delivery area is checked on the server when it is saved). */
export const savedAddressSchema = object({
  label: string().typeError(M.label).default('').max(40, M.label),
  address: requiredText(M.address, 500, M.addressTooLong),
  pincode: string()
    .typeError(M.pincode)
    .default('')
    .trim()
    .required(M.pincode)
    .matches(/^[1-9]\d{5}$/, M.pincode),
});
export type SavedAddressInput = InferType<typeof savedAddressSchema>;
