/**
 * The e-prescription the doctor writes (the form at /staff/consultations/[reference]/prescription,
 * checked again by sign.ts): one schema, one message per field. Catalogue lines carry the id of a
 * medicine or a lab test (their names are then copied from the catalogue on the server); free-text
 * lines carry a name. What may be prescribed in the consultation is ./rules.ts, judged by sign.ts.
 * Runs in the browser and on the server.
 */
import { array, number, object, string, type InferType } from 'yup';
import { withoutForbiddenCharacters } from '@/lib/validation/fields';
import { PRESCRIPTION_ITEM_KINDS } from '../db/schema/constants';
import { MAX_ID, requiredText } from '../validation/fields';
import { isIsoDate } from '../time/india';

export type PrescriptionItemKind = (typeof PRESCRIPTION_ITEM_KINDS)[number];

/** A prescription line's words, as the doctor writes them and the pharmacist reads them. */
export type PrescribedLineText = {
  name: string;
  strength: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
};

export const MAX_PRESCRIPTION_ITEMS = 30;

export const PRESCRIPTION_MESSAGES = {
  diagnosis: 'Please write the diagnosis or provisional diagnosis',
  diagnosisTooLong: 'The diagnosis may be at most 500 characters',
  adviceTooLong: 'The advice may be at most 2000 characters',
  followUpDate: 'Please choose a valid follow-up date',
  itemsTooMany: `At most ${MAX_PRESCRIPTION_ITEMS} lines`,
  kind: 'A line is a medicine or an investigation',
  catalogueId: 'Unknown catalogue item',
  name: 'Please name the medicine or test, or pick one from the catalogue',
  textTooLong: 'At most 200 characters',
  dose: 'Please give the dose',
  frequency: 'Please give how often',
  duration: 'Please give for how long',
} as const;

const M = PRESCRIPTION_MESSAGES;

const optionalText = (max: number, message: string = M.textTooLong) =>
  withoutForbiddenCharacters(string().typeError(message).trim().default('').max(max, message));

/** Required on a medicine line, left empty on an investigation. */
const medicineFact = (message: string) =>
  optionalText(200).test('medicine-fact', message, function check(value) {
    return this.parent?.kind !== 'medicine' || (value ?? '').length > 0;
  });

export const prescriptionItemSchema = object({
  kind: string()
    .typeError(M.kind)
    .oneOf([...PRESCRIPTION_ITEM_KINDS], M.kind)
    .required(M.kind),
  catalogueId: number()
    .typeError(M.catalogueId)
    .integer(M.catalogueId)
    .positive(M.catalogueId)
    .max(MAX_ID, M.catalogueId)
    .optional(),
  name: optionalText(200).test('name', M.name, function check(value) {
    return this.parent?.catalogueId !== undefined || (value ?? '').length > 0;
  }),
  strength: optionalText(100),
  dose: medicineFact(M.dose),
  frequency: medicineFact(M.frequency),
  duration: medicineFact(M.duration),
  instructions: optionalText(300),
});

export const prescriptionSchema = object({
  diagnosis: requiredText(M.diagnosis, 500, M.diagnosisTooLong).trim(),
  advice: optionalText(2000, M.adviceTooLong),
  followUpDate: string()
    .typeError(M.followUpDate)
    .trim()
    .default('')
    .test('date', M.followUpDate, (value) => !value || isIsoDate(value)),
  items: array(prescriptionItemSchema).default([]).max(MAX_PRESCRIPTION_ITEMS, M.itemsTooMany),
});

export type PrescriptionInput = InferType<typeof prescriptionSchema>;
export type PrescriptionItemInput = InferType<typeof prescriptionItemSchema>;
