/**
 * The check every request body passes before its yup schema runs: each field the schema knows
 * must have the JSON type the schema expects, and no text may carry control characters.
 *
 * Why before yup: yup casts first and checks types after, and some of its transforms assume the
 * type (`.trim()` calls `value.trim()`, so `{"code":["X"]}` throws a TypeError: a 500), while its
 * own type messages ("must be a `array` type, but the final value was...") are not for people.
 * Why control characters: PostgreSQL refuses U+0000 in text, and none of them (nor a lone UTF-16
 * surrogate, nor a bidirectional override) belongs in a name, an address or a message; tab and
 * newline do.
 *
 * Shared by the browser and the server like the schemas themselves, so it uses nothing of Node.
 */
import type { AnySchema } from 'yup';
import type { FieldErrors } from './validate';

/** C0 controls except tab (09), line feed (0A) and carriage return (0D); DEL; C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Bidirectional embedding, override and isolate controls: they reorder what is shown, so a file
 * name or a note reads otherwise to the staff than it is ('\u202egnp.exe' shows as 'exe.png').
 * Right-to-left text needs none of them; the marks U+200E and U+200F stay allowed.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** Anything but white space. */
const NOT_SPACE = /[^\p{White_Space}]/u;
/**
 * A character that shows: not white space, an invisible format character (zero-width space and
 * joiners, which Indic scripts do use inside words), a combining mark on its own, or a blank
 * filler (Hangul, Braille).
 */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * The one rule for characters that text from outside may not contain. Text made only of
 * invisible characters is refused too: `trim()` keeps a zero-width space, so a name of nothing
 * else would pass as filled in.
 */
export function hasForbiddenCharacters(value: string): boolean {
  return (
    CONTROL_CHARACTERS.test(value) ||
    LONE_SURROGATE.test(value) ||
    BIDI_CONTROLS.test(value) ||
    (NOT_SPACE.test(value) && !VISIBLE.test(value))
  );
}

const FORBIDDEN_ANYWHERE = new RegExp(
  `${CONTROL_CHARACTERS.source}|${LONE_SURROGATE.source}|${BIDI_CONTROLS.source}`,
  'g',
);

/** For text that is looked up, never stored (a search box): the same characters, as spaces. */
export function blankForbiddenCharacters(value: string): string {
  return value.replace(FORBIDDEN_ANYWHERE, ' ');
}

/**
 * Said of a field with control, hidden or direction-changing characters, in words a visitor can
 * act on (they come with text pasted from a chat or a document), by the form and by the server.
 */
export const FORBIDDEN_CHARACTERS_MESSAGE =
  'This has hidden or control characters, often from pasted text: please type it again';

export const shapeMessages = {
  text: (field: string) => `${field} must be text`,
  number: (field: string) => `${field} must be a number`,
  object: (field: string) => `${field} must be an object`,
  list: (field: string) => `${field} must be a list`,
  null: (field: string) => `${field} must not be null`,
  type: (field: string) => `${field} has the wrong type`,
  required: (field: string) => `${field} is required`,
  characters: () => FORBIDDEN_CHARACTERS_MESSAGE,
};

type Introspectable = AnySchema & {
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function check(schema: Introspectable, value: unknown, path: string, errors: FieldErrors): void {
  if (value === undefined) return;
  const field = path || 'body';
  if (value === null) {
    errors[field] = shapeMessages.null(field);
    return;
  }
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') errors[field] = shapeMessages.text(field);
      else if (hasForbiddenCharacters(value)) errors[field] = shapeMessages.characters();
      return;
    case 'number':
      // A numeric string is fine: yup casts it, and HTML forms send numbers as text.
      if (typeof value !== 'number' && typeof value !== 'string') {
        errors[field] = shapeMessages.number(field);
      }
      return;
    case 'object':
      if (!isPlainObject(value)) {
        errors[field] = shapeMessages.object(field);
        return;
      }
      for (const [key, child] of Object.entries(schema.fields ?? {})) {
        if (Object.hasOwn(value, key)) {
          check(child as Introspectable, value[key], path ? `${path}.${key}` : key, errors);
        }
      }
      return;
    case 'array':
      if (!Array.isArray(value)) {
        errors[field] = shapeMessages.list(field);
        return;
      }
      if (schema.innerType) {
        value.forEach((item, index) =>
          check(schema.innerType as Introspectable, item, `${path}[${index}]`, errors),
        );
      }
      return;
    default:
      // mixed (an uploaded file), boolean, date: their own tests decide.
      return;
  }
}

/**
 * A copy of the body holding only the fields the schema defines, looked up as its own keys. yup
 * looks each key of the body up in its plain object of fields, where `constructor` or `toString`
 * finds Object's own members and crashes it; unknown fields are dropped anyway (stripUnknown).
 */
export function knownFields(schema: AnySchema, value: unknown): unknown {
  const s = schema as Introspectable;
  if (s.type === 'object' && isPlainObject(value)) {
    const known: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(s.fields ?? {})) {
      if (Object.hasOwn(value, key)) known[key] = knownFields(child, value[key]);
    }
    return known;
  }
  if (s.type === 'array' && Array.isArray(value) && s.innerType) {
    return value.map((item) => knownFields(s.innerType as AnySchema, item));
  }
  return value;
}

/** One message per field whose value has the wrong type or forbidden characters. */
export function shapeErrors(schema: AnySchema, body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  check(schema as Introspectable, body, '', errors);
  return errors;
}
