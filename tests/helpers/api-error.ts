/**
 * The API's one error shape as a jest expectation: `{ message, code, errors?, requestId }`.
 * Tests name what matters (the field messages, the code) and accept any request id.
 */
import { InvalidInputError } from '@/lib/api/errors';
import type { FieldErrors } from '@/lib/validation/validate';

type Expected = { code?: string; message?: string; errors?: FieldErrors };

export function apiError({ code, message, errors }: Expected = {}) {
  return {
    code: code ?? expect.any(String),
    message: message ?? (errors ? Object.values(errors)[0] : expect.any(String)),
    ...(errors ? { errors } : {}),
    requestId: expect.any(String),
  };
}

/** A 400 naming each bad field with its message. */
export const invalidInput = (errors: FieldErrors, message?: string) =>
  apiError({ code: 'invalid_input', errors, message });

/** The field errors of the InvalidInputError `promise` rejects with (any other outcome fails). */
export async function inputErrors(promise: Promise<unknown>): Promise<Record<string, string>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors;
    throw error;
  }
  throw new Error('expected an input error');
}

/** The answer is 400, naming each bad field with its message. */
export async function expectInvalidInput(res: Response, errors: FieldErrors, message?: string) {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual(invalidInput(errors, message));
}
