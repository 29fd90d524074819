/**
 * The parts of an OpenAPI 3.1 document this API uses, as /api/openapi.json serves them and the
 * /api-docs page and the contract test read them.
 */
import type { JsonSchema } from './json-schema';

export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

export const HTTP_METHODS: readonly HttpMethod[] = [
  'get',
  'head',
  'post',
  'put',
  'patch',
  'delete',
];

export type Ref = { $ref: string };

export type HeaderObject = { description?: string; required?: boolean; schema: JsonSchema };

export type MediaTypeObject = {
  schema?: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
};

export type ResponseObject = {
  description: string;
  headers?: Record<string, HeaderObject | Ref>;
  content?: Record<string, MediaTypeObject>;
};

export type ParameterObject = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
};

export type RequestBodyObject = {
  required: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
};

export type OperationObject = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject | Ref>;
  security?: Record<string, string[]>[];
};

export type PathItem = Partial<Record<HttpMethod, OperationObject>>;

export type SecurityScheme =
  | { type: 'apiKey'; in: 'header'; name: string; description: string }
  | { type: 'http'; scheme: 'bearer'; description: string };

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  externalDocs: { description: string; url: string };
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    headers: Record<string, HeaderObject>;
    securitySchemes: Record<string, SecurityScheme>;
  };
};

export function isRef(value: object): value is Ref {
  return '$ref' in value && typeof (value as Ref).$ref === 'string';
}
