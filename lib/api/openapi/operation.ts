/**
 * How the registry (./operations/*.ts) describes an operation: the schemas are the very yup
 * objects the routes validate with and the answer schemas of lib/<domain>/api-contract.ts;
 * ./document.ts converts them. JSON Schema is written by hand only where a route checks its input
 * without a yup schema (a slug, an id, a page number), and each such schema is tested against the
 * route's own check (tests/api/openapi-schemas.test.ts).
 */
import type { AnyObjectSchema, AnySchema } from 'yup';
import type { JsonSchema } from './json-schema';
import type { HttpMethod, ParameterObject } from './types';
import { isRequiredField } from './yup-json-schema';
import type { TagName } from './tags';

/** A yup schema (converted for the document) or JSON Schema. */
export type SchemaSource = AnySchema | JsonSchema;

/** A parameter as the document has it, its schema still a yup schema where the route has one. */
export type Parameter = Omit<ParameterObject, 'schema'> & { schema: SchemaSource };

/** One schema a body may follow; a body with several is valid when it follows any. */
export type BodyVariant = {
  title?: string;
  schema: SchemaSource;
  /** Properties replaced or added after conversion (a file, which yup knows only as `mixed`). */
  properties?: Record<string, JsonSchema>;
  /** Further required properties (the field that picks the variant). */
  required?: string[];
};

export type RequestBody = {
  contentType: 'application/json' | 'multipart/form-data';
  variants: BodyVariant[];
  description?: string;
  /** multipart: the content types a part may have. */
  encoding?: Record<string, { contentType: string }>;
};

export type Header =
  { description: string; required?: boolean; schema: JsonSchema } | { $ref: string };

export type Answer = {
  description: string;
  /**
   * Media type -> its schema; several schemas are alternatives (oneOf); null for bytes of any
   * shape (a file). No content: the answer has no body.
   */
  content?: Record<string, SchemaSource | SchemaSource[] | null>;
  headers?: Record<string, Header>;
};

export type Operation = {
  method: HttpMethod;
  /** As in the document: '/api/doctor/get_doctor/{id}'. */
  path: string;
  operationId: string;
  tag: TagName;
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  /** By status; a `$ref` names a shared response of the document's components. */
  responses: Record<number, Answer | { $ref: string }>;
  /** Names of the document's security schemes, any one of which the operation needs. */
  security?: string[];
};

/** The query parameters a yup object schema validates, one per field. */
export function queryParameters(schema: AnyObjectSchema): Parameter[] {
  return Object.entries(schema.fields as Record<string, AnySchema>).map(([name, field]) => ({
    name,
    in: 'query',
    required: isRequiredField(field),
    schema: field,
  }));
}

export function pathParameter(name: string, schema: JsonSchema, description?: string): Parameter {
  return { name, in: 'path', required: true, schema, ...(description && { description }) };
}
