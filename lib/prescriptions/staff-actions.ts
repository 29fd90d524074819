import 'server-only';
import { object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { defineStaffAction } from '@/lib/staff/action';
import type { FieldErrors } from '@/lib/validation/validate';
import { prescriptionFormHref } from './links';
import { signPrescription } from './sign';

const UNREADABLE = 'The prescription could not be read; please reload the page and try again.';

const LINE_FIELD = /^items\[(\d+)\]\./;

/** A refusal of a line says which line: 'Line 2: List B medicines may be ...'. */
function numberLines(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const line = LINE_FIELD.exec(field);
      return [field, line ? `Line ${Number(line[1]) + 1}: ${message}` : message];
    }),
  );
}

/**
 * The doctor signs the e-prescription of her consultation. The form sends the prescription as
 * one JSON field (its lines are a list); sign.ts validates it with the one schema and decides
 * everything else (whose consultation, what may be prescribed, once).
 */
export const signPrescriptionAction = defineStaffAction({
  name: 'sign an e-prescription',
  area: 'consultations',
  schema: object({
    reference: string().trim().required('Unknown consultation').max(64, 'Unknown consultation'),
    prescription: string().required(UNREADABLE).max(100_000, UNREADABLE),
  }),
  async run(db, actor, { reference, prescription }) {
    let body: unknown;
    try {
      body = JSON.parse(prescription);
    } catch {
      throw new InvalidInputError({ prescription: UNREADABLE });
    }
    try {
      await signPrescription(db, actor, reference, body);
    } catch (error) {
      if (error instanceof InvalidInputError) {
        throw new InvalidInputError(numberLines(error.errors), error.message);
      }
      throw error;
    }
    return {
      ok: true,
      message: 'E-prescription signed and sent to the patient by e-mail and SMS.',
      location: prescriptionFormHref(reference),
    };
  },
});
