/**
 * The OpenAPI 3.1 document of the whole API, built from the registry (./operations) by converting
 * its yup schemas (./yup-json-schema.ts). Served at /api/openapi.json, rendered at /api-docs and
 * read by the contract test; built once per process, as nothing in it changes while it runs.
 */
import { isSchema, type AnySchema } from 'yup';
import {
  JSON_BODY_LIMIT,
  MULTIPART_LIMIT,
  RESUME_MAX_BYTES,
  WEBHOOK_BODY_LIMIT,
} from '@/lib/api/body-limits.mjs';
import { SECRET_HEADER } from '@/lib/cache/revalidate-request';
import { absoluteUrl } from '@/lib/seo/metadata';
import { SHARED_RESPONSES } from './answers';
import { errorBodySchema } from './error-schema';
import type { JsonSchema } from './json-schema';
import type { Answer, BodyVariant, Operation, RequestBody, SchemaSource } from './operation';
import { OPERATIONS } from './operations';
import { TAGS } from './tags';
import type {
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  Ref,
  RequestBodyObject,
  ResponseObject,
} from './types';
import { toJsonSchema } from './yup-json-schema';

const kB = (bytes: number) => `${bytes / 1024} kB`;
const mB = (bytes: number) => `${bytes / 1024 / 1024} MB`;

const DESCRIPTION = `The JSON API of the Saithunga Multi-Speciality Hospital site: the calls of the original front end (hospital-site.md and pharmacy.md, section 7) in their original field names and spellings, and the calls the site adds (payments, search, coupons, readiness, revalidation).

Every error, from any operation, has one shape, the \`Error\` schema: \`message\` for people, \`code\` for programs, \`errors\` naming each bad field, and \`requestId\` (also the X-Request-Id header) to quote. Request bodies are JSON of at most ${kB(JSON_BODY_LIMIT)} (the webhook ${kB(WEBHOOK_BODY_LIMIT)}; a job application is multipart of at most ${mB(RESUME_MAX_BYTES)} + ${kB(MULTIPART_LIMIT - RESUME_MAX_BYTES)}). The request schemas are the yup schemas the server validates with, converted; rules that JSON Schema cannot say are named in the field's description. Answers marked cacheable may be kept a minute by browsers and shared caches.`;

const schemaOf = (source: SchemaSource): JsonSchema =>
  isSchema(source) ? toJsonSchema(source as AnySchema) : (source as JsonSchema);

/** A variant's schema with its own properties put in (new ones first) and its required added. */
function variantSchema(variant: BodyVariant): JsonSchema {
  const base = schemaOf(variant.schema);
  const extra = variant.properties ?? {};
  const own = base.properties ?? {};
  const properties = {
    ...Object.fromEntries(Object.entries(extra).filter(([name]) => !(name in own))),
    ...Object.fromEntries(
      Object.entries(own).map(([name, schema]) => [name, { ...schema, ...extra[name] }]),
    ),
  };
  const required = [...new Set([...(variant.required ?? []), ...(base.required ?? [])])];
  return {
    ...(variant.title && { title: variant.title }),
    ...base,
    ...(Object.keys(properties).length > 0 && { properties }),
    ...(required.length > 0 && { required }),
  };
}

function requestBodyObject(body: RequestBody): RequestBodyObject {
  const variants = body.variants.map(variantSchema);
  const media: MediaTypeObject = {
    schema: variants.length === 1 ? variants[0] : { anyOf: variants },
    ...(body.encoding && { encoding: body.encoding }),
  };
  return {
    required: true,
    ...(body.description && { description: body.description }),
    content: { [body.contentType]: media },
  };
}

function responseObject(answer: Answer | Ref): ResponseObject | Ref {
  if ('$ref' in answer) return answer;
  const content = answer.content
    ? Object.fromEntries(
        Object.entries(answer.content).map(([type, source]): [string, MediaTypeObject] => {
          if (source === null) return [type, {}];
          if (Array.isArray(source)) return [type, { schema: { anyOf: source.map(schemaOf) } }];
          return [type, { schema: schemaOf(source) }];
        }),
      )
    : undefined;
  return {
    description: answer.description,
    ...(answer.headers && { headers: answer.headers }),
    ...(content && { content }),
  };
}

function operationObject(operation: Operation): OperationObject {
  const statuses = Object.keys(operation.responses).sort();
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    tags: [operation.tag],
    ...(operation.parameters && {
      parameters: operation.parameters.map((parameter) => ({
        ...parameter,
        schema: schemaOf(parameter.schema),
      })),
    }),
    ...(operation.requestBody && { requestBody: requestBodyObject(operation.requestBody) }),
    responses: Object.fromEntries(
      statuses.map((status) => [
        status,
        responseObject(operation.responses[Number(status)] as Answer | Ref),
      ]),
    ),
    ...(operation.security && {
      security: operation.security.map((scheme) => ({ [scheme]: [] })),
    }),
  };
}

export function buildOpenApiDocument(
  operations: readonly Operation[] = OPERATIONS,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const item = (paths[operation.path] ??= {});
    if (item[operation.method]) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} is documented twice`);
    }
    item[operation.method] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Saithunga Multi-Speciality Hospital API',
      version: '1.0.0',
      description: DESCRIPTION,
    },
    // An absolute URL, as OpenAPI asks; the site's canonical address, like its pages' links.
    externalDocs: { description: 'The same document, readable', url: absoluteUrl('/api-docs') },
    tags: TAGS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: { Error: toJsonSchema(errorBodySchema) },
      responses: Object.fromEntries(
        Object.entries(SHARED_RESPONSES).map(([name, answer]) => [
          name,
          responseObject(answer) as ResponseObject,
        ]),
      ),
      headers: {
        'X-Request-Id': {
          description:
            "The request's id: the `requestId` of the body, and of the server's log line",
          required: true,
          schema: { type: 'string', format: 'uuid' },
        },
        'Retry-After': {
          description: 'Seconds to wait before trying again',
          schema: { type: 'string', pattern: '^[0-9]+$' },
        },
      },
      securitySchemes: {
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The value of METRICS_TOKEN, known to the Prometheus scraper; compared in constant time.',
        },
        revalidateSecret: {
          type: 'apiKey',
          in: 'header',
          name: SECRET_HEADER,
          description:
            "The value of REVALIDATE_SECRET, known to the content editors' tools; compared in constant time.",
        },
        razorpaySignature: {
          type: 'apiKey',
          in: 'header',
          name: 'x-razorpay-signature',
          description:
            'HMAC-SHA256 (hex) of the raw body with the webhook secret shared with Razorpay (RAZORPAY_WEBHOOK_SECRET; in test mode, the local test secret). Verified in constant time before the body is read.',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;

/** The document, built on first use. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
