/**
 * Building blocks shared by the form schemas. They run in the browser (formik) and on the
 * server (route handlers), so nothing here may touch Node or the DOM.
 */
import { string, type StringSchema } from 'yup';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters } from './input-shape';

/** The largest serial id (PostgreSQL `integer`); a larger one cannot name a row. */
export const MAX_ID = 2_147_483_647;

/** Control and hidden characters, refused in the form as on the server (./input-shape.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string schema, kept as it is
export const withoutForbiddenCharacters = <S extends StringSchema<any, any, any, any>>(
  schema: S,
): S =>
  schema.test(
    'characters',
    FORBIDDEN_CHARACTERS_MESSAGE,
    (value) => typeof value !== 'string' || !hasForbiddenCharacters(value),
  );

/**
 * A required text: blank or whitespace-only input fails with `message`, anything else is kept
 * exactly as typed (the server stores what the visitor wrote; it is escaped when rendered).
 */
export function requiredText(message: string, max: number, tooLong: string) {
  return withoutForbiddenCharacters(
    string()
      .typeError(message)
      .default('')
      .test('required', message, (value) => typeof value === 'string' && value.trim().length > 0)
      .max(max, tooLong),
  );
}

/** An e-mail address: empty and malformed input share one message, as the spec gives one. */
export function emailText(message: string) {
  return withoutForbiddenCharacters(
    string().typeError(message).default('').required(message).max(254, message).email(message),
  );
}

/**
 * A required, trimmed text named `label` in its messages ('The title is required', 'The title may
 * be at most 300 characters'): the staff console's content fields.
 */
export function labelledText(label: string, max: number) {
  return requiredText(
    `${label} is required`,
    max,
    `${label} may be at most ${max} characters`,
  ).trim();
}

/**
 * A console field of comma- or line-separated words (a doctor's specialities, a vacancy's key
 * skills) as the list it stores: each trimmed, blanks and repeats dropped, the first `max` kept.
 */
export function separatedList(value: string, max: number): string[] {
  return [
    ...new Set(
      value
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, max);
}
