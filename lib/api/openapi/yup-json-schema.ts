/**
 * The one converter from yup to JSON Schema 2020-12 (OpenAPI 3.1's dialect): the request schemas
 * the routes validate with and the answer schemas of lib/<domain>/api-contract.ts both become the
 * document's schemas here, so the document cannot say something the server does not check.
 *
 * Written over the schema objects rather than taken from @sodaru/yup-to-json-schema, which reads
 * only `describe()` and so gets our forms wrong: it calls `requiredText` fields optional (their
 * "required" is a test, not yup's flag), gives a file field an empty type list and every object a
 * `default` of undefined keys. Here a field is required when the schema itself refuses it absent,
 * blank text is refused when the schema refuses ' ', and an empty string is allowed past a pattern
 * when the schema accepts '': each is asked of the schema (`accepts`), not guessed from flags.
 * Tests of our own (a gender, a resume, unique medicines) cannot be keywords; their messages are
 * listed in the description.
 */
import { ValidationError, type AnySchema } from 'yup';
import type { JsonSchema, JsonType } from './json-schema';

/** What a schema's `.meta()` may carry for the document. */
export type OpenApiMeta = {
  description?: string;
  example?: unknown;
  /** Keywords yup cannot say (a record of field messages, a file), merged last. */
  jsonSchema?: JsonSchema;
};

type TestOptions = {
  name?: string;
  message?: unknown;
  params?: Record<string, unknown>;
};

type Inspectable = AnySchema & {
  tests: { OPTIONS?: TestOptions }[];
  fields?: Record<string, AnySchema>;
  innerType?: AnySchema;
};

/** Whether the schema accepts `value` as it stands; undefined when it cannot tell synchronously. */
export function accepts(schema: AnySchema, value: unknown): boolean | undefined {
  try {
    schema.validateSync(value, { abortEarly: true });
    return true;
  } catch (error) {
    return error instanceof ValidationError ? false : undefined;
  }
}

/** A field is required when the schema refuses it absent (yup's flag, or a test of our own). */
export function isRequiredField(schema: AnySchema): boolean {
  const absentAccepted = accepts(schema, undefined);
  return absentAccepted === undefined ? !schema.describe().optional : !absentAccepted;
}

const has = (params: Record<string, unknown> | undefined, key: string) =>
  params !== undefined && params[key] !== undefined;

/** Sets keywords and reports the test as told. */
const set = (out: JsonSchema, keywords: JsonSchema) => Boolean(Object.assign(out, keywords));

/** A test's keyword(s), or false when it is one of our own and only its message can be told. */
type Keywords = (out: JsonSchema, params: Record<string, unknown> | undefined) => boolean;

const STRING_TESTS: Record<string, Keywords> = {
  required: (out) => set(out, { minLength: Math.max(out.minLength ?? 0, 1) }),
  min: (out, p) => has(p, 'min') && set(out, { minLength: Number(p!.min) }),
  max: (out, p) => has(p, 'max') && set(out, { maxLength: Number(p!.max) }),
  length: (out, p) =>
    has(p, 'length') && set(out, { minLength: Number(p!.length), maxLength: Number(p!.length) }),
  matches: (out, p) => {
    if (!(p?.regex instanceof RegExp)) return false;
    // Flags other than u and g change what matches; none of ours has one, so say it, not hide it.
    const flags = p.regex.flags.replace(/[gu]/g, '');
    return set(out, { pattern: p.regex.source, ...(flags && { description: `Flags: ${flags}` }) });
  },
  email: (out) => set(out, { format: 'email' }),
  url: (out) => set(out, { format: 'uri' }),
  uuid: (out) => set(out, { format: 'uuid' }),
  datetime: (out) => set(out, { format: 'date-time' }),
  // Transforms that also register a test for strict mode; the value is changed, not refused.
  trim: () => true,
  lowercase: () => true,
  uppercase: () => true,
};

const NUMBER_TESTS: Record<string, Keywords> = {
  min: (out, p) =>
    has(p, 'min')
      ? set(out, { minimum: Number(p!.min) })
      : has(p, 'more') && set(out, { exclusiveMinimum: Number(p!.more) }),
  max: (out, p) =>
    has(p, 'max')
      ? set(out, { maximum: Number(p!.max) })
      : has(p, 'less') && set(out, { exclusiveMaximum: Number(p!.less) }),
  integer: (out) => set(out, { type: 'integer' }),
};

const ARRAY_TESTS: Record<string, Keywords> = {
  min: (out, p) => has(p, 'min') && set(out, { minItems: Number(p!.min) }),
  max: (out, p) => has(p, 'max') && set(out, { maxItems: Number(p!.max) }),
  length: (out, p) =>
    has(p, 'length') && set(out, { minItems: Number(p!.length), maxItems: Number(p!.length) }),
};

const TESTS_BY_TYPE: Record<string, Record<string, Keywords>> = {
  string: STRING_TESTS,
  number: NUMBER_TESTS,
  array: ARRAY_TESTS,
};

/** Applies the schema's tests as keywords; returns the messages of the tests that are not. */
function applyTests(schema: Inspectable, out: JsonSchema): string[] {
  const own: string[] = [];
  const known = TESTS_BY_TYPE[schema.type] ?? {};
  for (const { OPTIONS: test } of schema.tests) {
    const keywords = test?.name ? known[test.name] : undefined;
    if (keywords?.(out, test?.params)) continue;
    if (typeof test?.message === 'string' && !own.includes(test.message)) own.push(test.message);
  }
  return own;
}

/** What accepts(...) tells that the keywords alone would get wrong. */
function refineString(schema: AnySchema, out: JsonSchema): void {
  // A required text that the schema refuses blank ('   '): say so, unless a pattern already does.
  if ((out.minLength ?? 0) >= 1 && !out.pattern && !out.format && accepts(schema, ' ') === false) {
    out.pattern = '\\S';
  }
  // `matches(..., { excludeEmptyString })` on an optional field lets '' through.
  if (out.pattern && accepts(schema, '') === true) out.pattern = `^$|(?:${out.pattern})`;
}

function objectSchema(schema: Inspectable): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(schema.fields ?? {})) {
    const property = toJsonSchema(field);
    if (isRequiredField(field)) {
      required.push(key);
      // A default only fills a missing value; a required field is never missing.
      delete property.default;
    }
    properties[key] = property;
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}

function baseSchema(schema: Inspectable): JsonSchema {
  switch (schema.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'object':
      return objectSchema(schema);
    case 'array':
      return {
        type: 'array',
        ...(schema.innerType && { items: toJsonSchema(schema.innerType) }),
      };
    case 'mixed':
      // Whatever the tests accept (an uploaded file); meta.jsonSchema says more.
      return {};
    default:
      throw new Error(`No JSON Schema for the yup type '${schema.type}'`);
  }
}

function withNull(out: JsonSchema): void {
  if (out.const !== undefined) {
    out.enum = [out.const, null];
    delete out.const;
  } else if (out.enum) {
    out.enum = [...out.enum, null];
  }
  if (out.type) out.type = [...[out.type].flat(), 'null'] as JsonType[];
}

/** The JSON Schema of a yup schema. */
export function toJsonSchema(yupSchema: AnySchema): JsonSchema {
  const schema = yupSchema as Inspectable;
  const description = schema.describe();
  const meta = (description.meta ?? {}) as OpenApiMeta;
  const out = baseSchema(schema);
  const own = applyTests(schema, out);
  if (schema.type === 'string') refineString(schema, out);

  const choices = description.oneOf.filter((value) => value !== undefined);
  if (choices.length === 1) out.const = choices[0];
  else if (choices.length > 1) out.enum = choices;
  if (description.nullable) withNull(out);
  if (
    description.default !== undefined &&
    typeof description.default !== 'object' &&
    typeof description.default !== 'function'
  ) {
    out.default = description.default;
  }

  const text = [meta.description, out.description, ...own.map((message) => `${message}.`)]
    .filter(Boolean)
    .join(' ');
  if (text) out.description = text;
  else delete out.description;
  if (meta.example !== undefined) out.examples = [meta.example];
  return { ...out, ...meta.jsonSchema };
}
