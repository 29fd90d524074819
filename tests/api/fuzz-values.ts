/**
 * The values the fuzz suite puts into one field: each wrong type, empty, huge, control
 * characters, lone surrogates, unicode and HTML. FIELD_MODES names them for the example tests;
 * `replacementFor` is the same vocabulary as a fast-check arbitrary, with random strings mixed in.
 */
import fc from 'fast-check';
import { exeBytes } from '../helpers/files';
import { MISSING, type Encoding } from './fuzz-app';
import { PROTOTYPE_KEYS } from './fuzz-bodies';
import type { FieldKind, FieldSpec } from './fuzz-endpoints';

/** NUL (PostgreSQL refuses it), BEL, ESC (terminal escapes in logs) and DEL. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f'];
export const LONE_SURROGATES = ['\ud800', '\udfff'];
/** Emoji with a skin tone, Devanagari, Arabic and Hebrew (right to left). */
export const UNICODE_TEXT = 'आशा राव 🙏🏽 مرحبا שלום';
export const HTML_TEXT = '<script>alert(1)</script><img src=x onerror="alert(2)">';
/** 100 kB: far over any text field, and over the JSON endpoints' body limit. */
export const HUGE_LENGTH = 100_000;

export type FieldModeName =
  | 'array'
  | 'object'
  | 'number'
  | 'boolean'
  | 'null'
  | 'empty string'
  | 'huge string'
  | 'control characters'
  | 'lone surrogates'
  | 'unicode'
  | 'HTML';

export const WRONG_TYPES: FieldModeName[] = ['array', 'object', 'number', 'boolean', 'null'];

const asText = (valid: unknown) => (typeof valid === 'string' ? valid : String(valid));

/** Whether a JSON value has the wrong type for a field of `kind` (strings in a number field do not count). */
export function isWrongType(kind: FieldKind, value: unknown): boolean {
  if (value === MISSING) return false;
  const isArray = Array.isArray(value);
  const isObject = typeof value === 'object' && value !== null && !isArray;
  switch (kind) {
    case 'text':
    case 'format':
    case 'enum':
      return typeof value !== 'string';
    case 'number':
      return value === null || isArray || isObject || typeof value === 'boolean';
    case 'list':
      return !isArray;
    case 'object':
      return !isObject;
    default:
      return false;
  }
}

/** Header values must be Latin-1 without NUL, CR or LF, or the request cannot be built. */
const headerSafe = (value: string) => /^[\u0001-\u0009\u000b\u000c\u000e-\u00ff]*$/.test(value);

/**
 * The values of one mode for a field holding `valid`; empty when the mode does not apply
 * (an array in a list field is no wrong type; a header cannot carry emoji).
 */
export function modeValues(
  mode: FieldModeName,
  field: FieldSpec,
  encoding: Encoding,
  valid: unknown,
): unknown[] {
  if (encoding === 'multipart') return multipartValues(mode, field, valid);
  const text = asText(valid);
  const strings = (values: string[]) =>
    field.kind === 'header' ? values.filter(headerSafe) : values;
  const wrong = (value: unknown) =>
    field.kind !== 'header' && field.kind !== 'path' && isWrongType(field.kind, value)
      ? [value]
      : [];
  switch (mode) {
    case 'array':
      return wrong([valid]);
    case 'object':
      return wrong({ value: valid });
    case 'number':
      return wrong(12345);
    case 'boolean':
      return wrong(true);
    case 'null':
      return wrong(null);
    case 'empty string':
      return [''];
    case 'huge string':
      return ['a'.repeat(HUGE_LENGTH)];
    case 'control characters':
      return strings(CONTROL_CHARACTERS.map((c) => `${text}${c}${text}`));
    case 'lone surrogates':
      return strings(LONE_SURROGATES.map((s) => `${text}${s}`));
    case 'unicode':
      return strings([UNICODE_TEXT]);
    case 'HTML':
      return strings([HTML_TEXT]);
  }
}

/** Multipart carries only text and files: a file where text belongs is its wrong type. */
function multipartValues(mode: FieldModeName, field: FieldSpec, valid: unknown): unknown[] {
  const isFile = field.kind === 'file';
  switch (mode) {
    case 'object':
      return [isFile ? 'resume.pdf' : new File(['x'], 'note.txt', { type: 'text/plain' })];
    case 'empty string':
      return [isFile ? new File([], 'resume.pdf') : ''];
    case 'array':
    case 'number':
    case 'boolean':
    case 'null':
      return [];
    default:
      return isFile ? [] : modeValues(mode, { ...field }, 'json', asText(valid));
  }
}

const huge = fc
  .constantFrom('a', 'é', '😀', '<b>x</b>', ' ')
  .map((unit) => unit.repeat(Math.ceil(HUGE_LENGTH / unit.length)));
const around = (middle: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 8 }), middle, fc.string({ maxLength: 8 }))
    .map((parts) => parts.join(''));

/** Any string the suite sends: the named modes plus random (full unicode) text. */
const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  huge,
  around(fc.constantFrom(...CONTROL_CHARACTERS)),
  around(fc.constantFrom(...LONE_SURROGATES)),
  fc.constantFrom(UNICODE_TEXT, HTML_TEXT, ' ', '\t\n', '0', '-1', '1.5', '1e9', 'null', '[]'),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** An object whose own keys are named like Object.prototype's members (see fuzz-bodies). */
const prototypeKeys = fc.constant(null).map((): unknown => JSON.parse(`{${PROTOTYPE_KEYS}}`));

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  prototypeKeys,
  fc.constant([]),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(MISSING),
);

const wrongFiles = fc.constantFrom(
  new File([], 'resume.pdf'),
  new File([exeBytes()], 'resume.pdf'),
  new File(['%PDF-1.4\n<html><script>alert(1)</script></html>'], 'resume.pdf'),
  new File(['plain text'], 'resume.txt'),
);

/** A random replacement for one field, as its encoding can carry it. */
export function replacementFor(field: FieldSpec, encoding: Encoding): fc.Arbitrary<unknown> {
  if (field.kind === 'header') {
    return fc.oneof(anyString.filter(headerSafe), fc.constant(MISSING));
  }
  if (field.kind === 'path') return anyString;
  // A file where text belongs, text where the file belongs, or neither.
  if (encoding === 'multipart') return fc.oneof(anyString, wrongFiles, fc.constant(MISSING));
  return anyJson;
}
