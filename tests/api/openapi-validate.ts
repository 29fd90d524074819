/**
 * Checking what a route answered against the document: the status must be documented for the
 * operation, the content type one of that status's, the body valid against its schema (ajv,
 * JSON Schema 2020-12) and each documented header present when required and valid when present.
 *
 * Answers are held to a closed form of their schema (no field the document does not name), so a
 * field added, renamed or dropped by a shape function fails here; the document itself stays open,
 * as clients should ignore fields they do not know.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '@/lib/api/openapi/json-schema';
import {
  isRef,
  type HeaderObject,
  type HttpMethod,
  type OpenApiDocument,
  type OperationObject,
  type ResponseObject,
} from '@/lib/api/openapi/types';

const COMPONENTS = 'urn:openapi:components';

type Form = 'open' | 'closed';

/** A copy with the document's refs pointing into COMPONENTS, objects closed when asked. */
function prepared(schema: unknown, form: Form): unknown {
  if (Array.isArray(schema)) return schema.map((item) => prepared(item, form));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      copy.$ref = value.replace('#/components/schemas/', `${COMPONENTS}:${form}#/$defs/`);
    } else if (key === 'properties' && typeof value === 'object' && value !== null) {
      // Property names are not schemas: only their values are prepared.
      copy.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, prepared(property, form)]),
      );
    } else {
      copy[key] = prepared(value, form);
    }
  }
  if (form === 'closed' && 'properties' in copy && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy;
}

export type Validator = {
  /** Problems of `value` against `schema`, as sentences. */
  check(schema: JsonSchema, value: unknown, form: Form): string[];
};

export function createValidator(document: OpenApiDocument): Validator {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  // The components twice: answers refer to the closed form, request bodies to the open one.
  for (const form of ['open', 'closed'] as const) {
    ajv.addSchema({
      $id: `${COMPONENTS}:${form}`,
      $defs: prepared(document.components.schemas, form),
    });
  }
  const compiled = new Map<Form, WeakMap<JsonSchema, ValidateFunction>>([
    ['open', new WeakMap()],
    ['closed', new WeakMap()],
  ]);
  return {
    check(schema, value, form) {
      const cache = compiled.get(form)!;
      let validate = cache.get(schema);
      if (!validate) {
        validate = ajv.compile(prepared(schema, form) as JsonSchema);
        cache.set(schema, validate);
      }
      if (validate(value)) return [];
      return (validate.errors ?? []).map(
        (e) =>
          `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
      );
    },
  };
}

export type SentAnswer = { status: number; headers: Headers; text: string };

export function operationOf(
  document: OpenApiDocument,
  method: HttpMethod,
  path: string,
): OperationObject | undefined {
  return document.paths[path]?.[method];
}

function resolveResponse(document: OpenApiDocument, value: OperationObject['responses'][string]) {
  if (!isRef(value)) return value;
  return document.components.responses[value.$ref.split('/').pop()!] as ResponseObject;
}

function resolveHeader(document: OpenApiDocument, value: HeaderObject | { $ref: string }) {
  return isRef(value) ? document.components.headers[value.$ref.split('/').pop()!] : value;
}

const baseType = (type: string) => type.split(';')[0].trim().toLowerCase();

/** What is wrong with an answer, measured against its operation in the document. */
export function answerProblems(
  document: OpenApiDocument,
  validator: Validator,
  method: HttpMethod,
  path: string,
  answer: SentAnswer,
): string[] {
  const operation = operationOf(document, method, path);
  if (!operation) return [`${method.toUpperCase()} ${path} is not in the document`];
  const documented = operation.responses[String(answer.status)];
  if (!documented) {
    return [`status ${answer.status} is not documented: ${answer.text.slice(0, 200)}`];
  }
  const response = resolveResponse(document, documented);
  const problems: string[] = [];

  for (const [name, value] of Object.entries(response.headers ?? {})) {
    const header = resolveHeader(document, value);
    const sent = answer.headers.get(name);
    if (sent === null) {
      if (header.required) problems.push(`header ${name} is missing`);
    } else {
      problems.push(
        ...validator.check(header.schema, sent, 'open').map((p) => `header ${name}: ${p}`),
      );
    }
  }

  // HTTP strips a HEAD answer's body; the handler called directly still has one.
  if (method === 'head') return problems;
  const content = Object.entries(response.content ?? {});
  if (content.length === 0) {
    if (answer.text !== '') problems.push('a body was sent where the document says none');
    return problems;
  }
  const type = baseType(answer.headers.get('content-type') ?? '');
  const media = content.find(([documentedType]) => baseType(documentedType) === type)?.[1];
  if (!media) {
    problems.push(`content type '${type}' is not one of ${content.map(([t]) => t).join(', ')}`);
    return problems;
  }
  if (media.schema) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [...problems, 'the body is not JSON'];
    }
    problems.push(...validator.check(media.schema, body, 'closed'));
  }
  return problems;
}
