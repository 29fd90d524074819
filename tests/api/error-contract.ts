/**
 * The API's answer contract, as the fuzz suite checks it: never a 5xx, every answer JSON (but an
 * empty 204), and
 * every 4xx in the one error shape `{ message, code, errors?, requestId? }` with text a person
 * can read (no yup or JavaScript internals). Each check returns problems as sentences, so one
 * failing case lists everything wrong with it at once.
 */

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
};

export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** Wording that only a library or a crash produces; a client must never read it. */
const INTERNALS = [
  'must be a `',
  'but the final value was',
  'cannot be null',
  'is a required field',
  'must be a valid',
  'field must have',
  'field has unspecified keys',
  'ValidationError',
  'TypeError',
  'SyntaxError',
  'is not a function',
  'Cannot read prop',
  'undefined',
  '[object Object]',
];

/** Keys the one error shape allows; `data` rides along on a 409 that still reports a payment. */
const SHAPE_KEYS = new Set(['message', 'code', 'errors', 'requestId', 'data']);

function internalsIn(text: string): string | undefined {
  return INTERNALS.find((marker) => text.includes(marker));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What is wrong with a 4xx body, measured against the one error shape. */
export function errorShapeProblems(body: unknown): string[] {
  if (!isRecord(body)) return ['the error body is not a JSON object'];
  const problems: string[] = [];
  const extra = Object.keys(body).filter((key) => !SHAPE_KEYS.has(key));
  if (extra.length > 0) problems.push(`the error body has keys outside the shape: ${extra}`);
  const { message, code, errors, requestId } = body;
  if (typeof message !== 'string' || message.trim() === '') {
    problems.push('the error body has no message');
  } else if (internalsIn(message)) {
    problems.push(`the message leaks internals: ${JSON.stringify(message)}`);
  }
  if (typeof code !== 'string' || code === '') problems.push('the error body has no code');
  if (requestId !== undefined && typeof requestId !== 'string') {
    problems.push('requestId is not a string');
  }
  if (errors !== undefined) {
    if (!isRecord(errors)) {
      problems.push('errors is not an object of field messages');
    } else {
      for (const [field, text] of Object.entries(errors)) {
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`errors.${field} is not a message`);
        } else if (internalsIn(text)) {
          problems.push(`errors.${field} leaks internals: ${JSON.stringify(text)}`);
        }
      }
    }
  }
  return problems;
}

/** The checks every answer must pass, whatever was sent. */
export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500)
    problems.push(`answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  // 204 No Content (a counted beacon) is the one answer without a body, and must have none.
  if (answer.status === 204) {
    if (answer.text !== '') problems.push(`answered 204 with a body: ${answer.text.slice(0, 200)}`);
  } else if (answer.body === undefined) {
    problems.push(`answered ${answer.status} with a body that is not JSON`);
  }
  if (answer.status >= 400 && answer.status < 500 && answer.body !== undefined) {
    problems.push(...errorShapeProblems(answer.body).map((p) => `${answer.status}: ${p}`));
  }
  if (answer.status === 429 && !answer.headers.get('retry-after')) {
    problems.push('429 without Retry-After');
  }
  return problems;
}

/** The field messages of an answer, or an empty object. */
export function fieldErrorsOf(answer: Answer): Record<string, unknown> {
  return isRecord(answer.body) && isRecord(answer.body.errors) ? answer.body.errors : {};
}

export function codeOf(answer: Answer): unknown {
  return isRecord(answer.body) ? answer.body.code : undefined;
}

/** A short description of an answer for failure messages. */
export function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.text.slice(0, 160)}`;
}
