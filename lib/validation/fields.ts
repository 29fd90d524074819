/**
 * Building blocks shared by the form schemas. They run in the browser (formik) and on the
 * server (route handlers), so nothing here may touch Node or the DOM.
 */
import { string, ValidationError } from 'yup';

/** Field name -> the first message for that field: the shape of every 400 answer. */
export type FieldErrors = Record<string, string>;

/**
 * A required text: blank or whitespace-only input fails with `message`, anything else is kept
 * exactly as typed (the server stores what the visitor wrote; it is escaped when rendered).
 */
export function requiredText(message: string, max: number, tooLong: string) {
  return string()
    .typeError(message)
    .default('')
    .test('required', message, (value) => typeof value === 'string' && value.trim().length > 0)
    .max(max, tooLong);
}

/** An e-mail address: empty and malformed input share one message, as the spec gives one. */
export function emailText(message: string) {
  return string().typeError(message).default('').required(message).max(254, message).email(message);
}

/** Flattens a yup error (validated with `abortEarly: false`) to the first message per field. */
export function toFieldErrors(error: unknown): FieldErrors {
  if (!ValidationError.isError(error)) throw error;
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = item.path || '_';
    errors[field] ??= item.message;
  }
  return errors;
}
