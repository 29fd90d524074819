/**
 * The GET (and catch-all) cases, made from the document: each operation with valid parameters
 * (its 200), a malformed path parameter (its 400, or 404 where it documents no 400) and an
 * unknown record (its 404), plus a few query cases.
 */
import { NextRequest } from 'next/server';
import { ID_SCHEMA } from '@/lib/api/openapi/params';
import type { HttpMethod, OpenApiDocument, OperationObject } from '@/lib/api/openapi/types';
import { readAnswer } from './error-contract';
import { SITE } from './fuzz-app';
import { METRICS_TOKEN } from './fuzz-env';
import type { ContractCase, Ctx } from './openapi-cases';
import type { SeededIds } from './openapi-harness';
import { isAccountRecordPath } from './openapi-account-cases';

/** The seeded record a path parameter names in a valid call. */
function validValue(path: string, name: string, ids: SeededIds): string {
  switch (name) {
    case 'dname':
    case 'departmentName':
      return ids.departmentSlug;
    case 'tname':
    case 'subDepartmentName':
      return ids.treatmentSlug;
    case 'blogname':
      return ids.blogSlug;
    case 'jobId':
      return String(ids.jobId);
    case 'id':
      if (path.startsWith('/api/medicine/')) return String(ids.medicineId);
      if (path.startsWith('/api/blog/')) return String(ids.blogId);
      return String(ids.doctorId);
    case 'pincode':
      return '560038';
    case 'path':
      return 'no/such/thing';
  }
  throw new Error(`the contract test has no value for {${name}} of ${path}: add one`);
}

/** Queries of a valid call, where one is worth sending. */
const VALID_QUERIES: Record<string, string> = {
  '/api/blog/get_blog': '?page=1&limit=2&department=cardiology',
  '/api/medPhram/get_medPhram': '?page=2&limit=5',
  '/api/pharmacy/search': '?q=para',
  '/api/pharmacy/also-bought': '?ids=1,2',
  '/api/coupon/get_coupon': '?coupon_code=WELCOME10',
  '/api/lab/collection': '?pincode=560034',
};

/** Further query cases: [path, name, query, status]. */
const QUERY_CASES: [string, string, string, number][] = [
  ['/api/blog/get_blog', 'no query', '', 200],
  ['/api/blog/get_blog', 'page 0', '?page=0', 400],
  ['/api/medPhram/get_medPhram', 'limit over 100', '?limit=1000', 400],
  ['/api/medPhram/get_medPhram', 'a page past any offset', '?page=99999999999999999999', 400],
  ['/api/medPhram/get_medPhram', 'page as an exponent', '?page=1e3', 400],
  ['/api/medPhram/get_medPhram', 'the last page allowed, empty', '?page=100000&limit=100', 200],
  ['/api/coupon/get_coupon', 'no code: an empty list', '', 200],
  ['/api/coupon/get_coupon', 'a wrong code: an empty list', '?coupon_code=NOPE', 200],
  ['/api/pharmacy/search', 'nothing typed', '', 200],
  ['/api/pharmacy/also-bought', 'an empty cart', '', 200],
  ['/api/pharmacy/also-bought', 'ids that are not ids', '?ids=1,x', 400],
  ['/api/lab/collection', 'a pincode not served', '?pincode=110001', 200],
  ['/api/lab/collection', 'a malformed pincode', '?pincode=56A', 400],
  ['/api/lab/collection', 'no pincode', '', 400],
];

type Params = (ids: SeededIds) => Record<string, string>;

/** Headers a call needs to get past the endpoint's guard. */
const HEADERS: Record<string, Record<string, string>> = {
  '/api/metrics': { authorization: `Bearer ${METRICS_TOKEN}` },
};

/** Further path cases: [path, name, parameters, status]. */
const PATH_CASES: [string, string, Record<string, string>, number][] = [
  ['/api/pharmacy/pincode/{pincode}', 'a pincode not served', { pincode: '562130' }, 200],
];

/** Calls the route's handler as Next does, with the path parameters made of the seeded ids. */
function call(
  method: HttpMethod,
  path: string,
  paramsOf: Params,
  query = '',
): (ctx: Ctx) => Promise<{ answer: Awaited<ReturnType<typeof readAnswer>> }> {
  return async (ctx) => {
    const handler = ctx.routes.get(path)?.handlers[method];
    if (!handler) throw new Error(`no ${method.toUpperCase()} handler for ${path}`);
    const params = paramsOf(ctx.ids);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
    const request = new NextRequest(`${SITE}${url}${query}`, {
      method: method.toUpperCase(),
      headers: HEADERS[path],
    });
    const response = await handler(request, { params: Promise.resolve(params) });
    return { answer: await readAnswer(response) };
  };
}

const pathParameterNames = (operation: OperationObject) =>
  (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);

function validParams(path: string, names: string[]): Params {
  return (ids) => Object.fromEntries(names.map((name) => [name, validValue(path, name, ids)]));
}

/** The valid parameters with one replaced. */
function changedParams(path: string, names: string[], name: string, value: string): Params {
  return (ids) => ({ ...validParams(path, names)(ids), [name]: value });
}

const NONE: Params = () => ({});

const isIdParameter = (operation: OperationObject, name: string) =>
  operation.parameters?.find((p) => p.name === name)?.schema.pattern === ID_SCHEMA.pattern;

export function getCases(document: OpenApiDocument): ContractCase[] {
  const cases: ContractCase[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'head'] as const) {
      const operation = item[method];
      // A patient's own records answer only her session: ./openapi-account-cases.ts.
      if (!operation || isAccountRecordPath(path)) continue;
      const names = pathParameterNames(operation);
      const params = validParams(path, names);
      const statuses = Object.keys(operation.responses).map(Number);
      const success = statuses.find((s) => s >= 200 && s < 300);
      const base = { method, path };
      if (success) {
        cases.push({
          ...base,
          name: 'valid',
          status: success,
          send: call(method, path, params, VALID_QUERIES[path]),
        });
      } else if (path === '/api/{path}') {
        cases.push({
          ...base,
          name: 'an unknown path',
          status: 404,
          send: call(method, path, params),
        });
        continue;
      }
      const [param] = names;
      if (!param) continue;
      if (statuses.includes(400) || statuses.includes(404)) {
        cases.push({
          ...base,
          name: `a malformed {${param}}`,
          status: statuses.includes(400) ? 400 : 404,
          fieldErrors: statuses.includes(400),
          // A control character: malformed as a slug, an id and a name alike.
          send: call(method, path, changedParams(path, names, param, 'Not_A!\u0007Slug')),
        });
      }
      if (statuses.includes(404)) {
        const unknown = isIdParameter(operation, param) ? '999999999' : 'no-such-record';
        cases.push({
          ...base,
          name: `an unknown {${param}}`,
          status: 404,
          send: call(method, path, changedParams(path, names, param, unknown)),
        });
      }
    }
  }
  for (const [path, name, params, status] of PATH_CASES) {
    cases.push({ method: 'get', path, name, status, send: call('get', path, () => params) });
  }
  for (const [path, name, query, status] of QUERY_CASES) {
    cases.push({
      method: 'get',
      path,
      name,
      status,
      fieldErrors: status === 400,
      send: call('get', path, NONE, query),
    });
  }
  return cases;
}

/** The catch-all's other methods: 404 in the one error shape. */
export function unknownPathCases(document: OpenApiDocument): ContractCase[] {
  const item = document.paths['/api/{path}'] ?? {};
  return (['post', 'put', 'patch', 'delete'] as const)
    .filter((method) => item[method])
    .map((method) => ({
      method,
      path: '/api/{path}',
      name: 'an unknown path',
      status: 404,
      send: call(method, '/api/{path}', () => ({ path: 'no/such/thing' })),
    }));
}
