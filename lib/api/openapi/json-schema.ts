/**
 * JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as the document holds it: plain,
 * serialisable objects. Only the keywords this API's schemas use are named; any other is allowed.
 */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export type JsonSchema = {
  $ref?: string;
  type?: JsonType | JsonType[];
  title?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  contentMediaType?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
};

/** The type of a schema as one word list, without 'null'. */
export function typesOf(schema: JsonSchema): JsonType[] {
  const types = schema.type === undefined ? [] : [schema.type].flat();
  return types.filter((type) => type !== 'null');
}

/** True when the schema lets `null` through. */
export function allowsNull(schema: JsonSchema): boolean {
  return [schema.type].flat().includes('null');
}
