/**
 * What the contract test sends: cases of one documented operation, each with the status it must
 * give. GET cases come from the document itself (./openapi-get-cases.ts), POST cases from the
 * fuzz suite's endpoints, which know a valid request of each (./openapi-post-cases.ts).
 */
import type { HttpMethod, OpenApiDocument } from '@/lib/api/openapi/types';
import type { Answer } from './error-contract';
import type { App } from './fuzz-app';
import type { SeededIds } from './openapi-harness';
import type { RouteModule } from './openapi-routes';

export type Ctx = {
  app: App;
  ids: SeededIds;
  routes: Map<string, RouteModule>;
  document: OpenApiDocument;
};

export type Sent = {
  answer: Answer;
  /** The JSON body (or multipart fields) sent, checked against the documented request schema. */
  body?: unknown;
};

export type ContractCase = {
  method: HttpMethod;
  /** The operation's path as documented. */
  path: string;
  name: string;
  status: number;
  /** A 400 whose `errors` must name at least one field. */
  fieldErrors?: boolean;
  /** Whether `body` must follow the documented request schema (a valid request) or not. */
  bodyFollowsSchema?: boolean;
  send(ctx: Ctx): Promise<Sent>;
};

export const caseTitle = (c: ContractCase) => `${c.method.toUpperCase()} ${c.path}: ${c.name}`;
