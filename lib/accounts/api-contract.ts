/**
 * The answer of GET /api/account/profile (lib/accounts/profile.ts), described once for the
 * document at /api/openapi.json; getAccountProfile returns its InferType.
 */
import { object, type InferType } from 'yup';
import { list, nullableText, oneOfTexts, text, whole } from '@/lib/api/openapi/answer-fields';
import { PATIENT_GENDERS, RELATIONSHIPS } from '@/lib/db/schema/constants';

const person = object({
  id: whole('The patient id to send as `patient_id` with a payment order'),
  relationship: oneOfTexts(RELATIONSHIPS).meta({ description: "'self' is the account holder" }),
  name: text(),
  birth_date: nullableText('yyyy-mm-dd'),
  age: whole('Whole years today in India').nullable(),
  gender: oneOfTexts(PATIENT_GENDERS).nullable().defined(),
});

const address = object({
  id: whole(),
  label: text(),
  address: text(),
  pincode: text(),
});

export const accountProfileSchema = object({
  phone: text('The verified mobile number'),
  email: text('Empty when none is given'),
  people: list(person),
  addresses: list(address),
});

export const accountProfileAnswerSchema = object({
  account: accountProfileSchema
    .nullable()
    .defined()
    .meta({ description: 'Null for a visitor who is not signed in' }),
});

export type AccountProfileAnswer = InferType<typeof accountProfileSchema>;
