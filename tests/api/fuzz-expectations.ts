/**
 * What each case must lead to, as lists of problems (empty: the case passed).
 *
 * Every case: status < 500, JSON, a 4xx in the one error shape, a 4xx stores nothing, nothing
 * stored holds a control character. A 400 `invalid_input` after one field was changed names that
 * field. Then per mode: a wrong type is a 400 naming the field; empty and huge values are refused
 * (huge JSON bodies by the body limit, 413); unicode and HTML typed into free text are stored
 * exactly as typed, and refused where a format is expected; a non-JSON content type is a 415; a
 * body over the limit is a 413, answered before the body is read whole.
 */
import { answerProblems, codeOf, describeAnswer, fieldErrorsOf } from './error-contract';
import { MISSING, fieldName } from './fuzz-app';
import { mayPull, type BodyCaseName } from './fuzz-bodies';
import type { Endpoint, FieldSpec } from './fuzz-endpoints';
import type { Outcome } from './fuzz-run';
import { isWrongType, type FieldModeName } from './fuzz-values';
import { changedWrites, tablesWithControlCharacters } from './fuzz-world';

const ok = (status: number) => status >= 200 && status < 300;
const refused = (status: number) => status >= 400 && status < 500;

export function generalProblems({ answer, before, after }: Outcome): string[] {
  const problems = answerProblems(answer);
  if (refused(answer.status)) {
    const changed = changedWrites(before, after);
    if (changed.length > 0) problems.push(`refused with ${answer.status} but changed ${changed}`);
  }
  const controlled = tablesWithControlCharacters(after);
  if (controlled.length > 0) problems.push(`stored a control character in ${controlled}`);
  if ('polluted' in {}) problems.push('polluted Object.prototype');
  return problems;
}

const keysOf = (field: FieldSpec) => field.errorKeys ?? [fieldName(field.path)];

function namesField(field: FieldSpec, outcome: Outcome): boolean {
  const keys = Object.keys(fieldErrorsOf(outcome.answer));
  return keysOf(field).some((want) =>
    keys.some((key) => key === want || key.startsWith(`${want}.`) || key.startsWith(`${want}[`)),
  );
}

const isInvalidInput = (o: Outcome) =>
  o.answer.status === 400 && codeOf(o.answer) === 'invalid_input';

function namingProblems(field: FieldSpec, outcome: Outcome): string[] {
  if (field.lenient || !isInvalidInput(outcome) || namesField(field, outcome)) return [];
  return [`a 400 that does not name ${keysOf(field)[0]}: ${describeAnswer(outcome.answer)}`];
}

/** A value this long makes any JSON body pass its limit, so 413 may answer before any field rule. */
const OVERSIZED = 10_000;
const tooLarge = (value: unknown, o: Outcome) =>
  typeof value === 'string' &&
  value.length >= OVERSIZED &&
  o.answer.status === 413 &&
  codeOf(o.answer) === 'payload_too_large';

function expect400(
  field: FieldSpec,
  outcome: Outcome,
  { orAccepted = false, value }: { orAccepted?: boolean; value?: unknown } = {},
): string[] {
  if (orAccepted && ok(outcome.answer.status)) return [];
  if (tooLarge(value, outcome)) return [];
  if (isInvalidInput(outcome) && namesField(field, outcome)) return [];
  return [
    `expected 400 invalid_input naming ${keysOf(field)[0]}${orAccepted ? ' (or acceptance)' : ''}, got ${describeAnswer(outcome.answer)}`,
  ];
}

/** A value of the wrong type for the field: a file where text belongs counts too. */
function isWrongValue(field: FieldSpec, value: unknown): boolean {
  if (field.kind === 'header' || field.kind === 'path' || value === MISSING) return false;
  if (field.kind === 'file') return !(value instanceof Blob);
  return value instanceof Blob || isWrongType(field.kind, value);
}

/** A wrong type is a 400 naming the field (null may mean 'not given' for an optional field). */
function wrongTypeProblems(field: FieldSpec, value: unknown, outcome: Outcome): string[] {
  if (field.lenient || !isWrongValue(field, value)) return [];
  return expect400(field, outcome, { orAccepted: field.optional && value === null, value });
}

/** The expectation of one named mode for one field. */
export function fieldModeProblems(
  field: FieldSpec,
  mode: FieldModeName,
  value: unknown,
  outcome: Outcome,
): string[] {
  const problems = [...generalProblems(outcome), ...namingProblems(field, outcome)];
  if (isWrongValue(field, value)) return [...problems, ...wrongTypeProblems(field, value, outcome)];
  const { status } = outcome.answer;
  const plain = !field.lenient && field.kind !== 'header' && field.kind !== 'path';
  switch (mode) {
    case 'empty string':
      if (plain) problems.push(...expect400(field, outcome, { orAccepted: field.optional }));
      else if (!field.lenient && !refused(status)) problems.push(`accepted an empty ${field.kind}`);
      break;
    case 'huge string':
      if (field.lenient || tooLarge(value, outcome)) break;
      if (plain) problems.push(...expect400(field, outcome));
      else if (!refused(status)) problems.push(`accepted a huge ${field.kind}`);
      break;
    case 'unicode':
    case 'HTML':
      if (field.kind === 'text' && field.stored !== false) {
        problems.push(...storedAsTyped(value, outcome));
      } else if (
        !field.lenient &&
        ['format', 'number', 'path'].includes(field.kind) &&
        !refused(status)
      ) {
        problems.push(
          `accepted ${mode} in a ${field.kind} field: ${describeAnswer(outcome.answer)}`,
        );
      }
      break;
    default:
      // Control characters and lone surrogates: refused or made harmless; the general checks
      // (nothing stored with a control character, no 5xx) say which.
      break;
  }
  return problems;
}

function storedAsTyped(value: unknown, outcome: Outcome): string[] {
  if (!ok(outcome.answer.status)) {
    return [`refused text a person may type: ${describeAnswer(outcome.answer)}`];
  }
  const escaped = JSON.stringify(value).slice(1, -1);
  return JSON.stringify(outcome.after).includes(escaped) ? [] : ['did not store the text as typed'];
}

/** The expectation of one whole-body mode. */
export function bodyModeProblems(
  endpoint: Endpoint,
  mode: BodyCaseName,
  outcome: Outcome,
): string[] {
  const problems = generalProblems(outcome);
  const { status } = outcome.answer;
  const code = codeOf(outcome.answer);
  const strict = endpoint.encoding === 'json' || endpoint.encoding === 'multipart';
  const want = (expected: number, expectedCode?: string) => {
    if (status !== expected || (expectedCode && code !== expectedCode)) {
      problems.push(
        `expected ${expected}${expectedCode ? ` ${expectedCode}` : ''}, got ${describeAnswer(outcome.answer)}`,
      );
    }
  };
  switch (mode) {
    case 'text/plain content type':
    case 'form-urlencoded content type':
      if (strict) want(415, 'unsupported_media_type');
      break;
    case 'body over the limit':
      if (endpoint.encoding !== 'path') want(413, 'payload_too_large');
      break;
    case 'body streamed past the limit':
      if (endpoint.encoding !== 'path') want(413, 'payload_too_large');
      if ((outcome.pulled ?? 0) > mayPull(endpoint)) {
        problems.push(`read ${outcome.pulled} bytes of an endless body before answering`);
      }
      break;
    case 'top-level array':
      if (endpoint.encoding === 'json') want(400);
      if (endpoint.encoding === 'multipart') want(415, 'unsupported_media_type');
      break;
    case 'invalid UTF-8':
      if (endpoint.encoding === 'json') want(400);
      break;
    case 'prototype keys':
      // Unknown keys may be ignored or refused; the general checks catch a crash or pollution.
      break;
    default:
      if (strict && !refused(status)) problems.push(`accepted a ${mode}`);
  }
  return problems;
}

/** The fuzz property's checks for a random replacement of one field. */
export function fuzzFieldProblems(field: FieldSpec, value: unknown, outcome: Outcome): string[] {
  const problems = [
    ...generalProblems(outcome),
    ...namingProblems(field, outcome),
    ...wrongTypeProblems(field, value, outcome),
  ];
  const plain = !field.lenient && field.kind !== 'header' && field.kind !== 'path';
  if (plain && value === MISSING && !field.optional) problems.push(...expect400(field, outcome));
  return problems;
}
