/**
 * The API's contract, held to the OpenAPI document it publishes (issue 20): on each engine, over
 * the demo content, every documented operation is called through its real route handler (its
 * success, and its main refusals: a malformed slug or id, an unknown record, a body that breaks
 * the schema, the wrong content type, a body over the limit) and each answer is checked against
 * the document: the status documented, the content type, the body valid against the status's
 * schema with no undocumented field, the documented headers. And the document names every route
 * file under app/api and every method each exports, so a route added without documentation, or
 * an answer whose shape changes, fails here.
 */
// First: the environment, and the mock factories below, before any app module loads.
import { noIncrementalCacheMock } from '../helpers/render-page';
import './fuzz-env';
import { appDbMock } from '../helpers/app-db';
import { patientCookiesMock } from '../helpers/patient-session';
import { buildOpenApiDocument } from '@/lib/api/openapi/document';
import { HTTP_METHODS } from '@/lib/api/openapi/types';
import { engines } from '../helpers/db';
import { fieldErrorsOf } from './error-contract';
import { removeFuzzDataDir } from './fuzz-harness';
import { caseTitle, type ContractCase } from './openapi-cases';
import { getCases, unknownPathCases } from './openapi-get-cases';
import { closeContractHarness, openContractHarness, type ContractHarness } from './openapi-harness';
import { postCases } from './openapi-post-cases';
import { accountCases } from './openapi-account-cases';
import { loadRoutes, routeFiles, type RouteModule } from './openapi-routes';
import { answerProblems, createValidator } from './openapi-validate';

jest.mock('@/lib/db', () => appDbMock());
jest.mock('next/cache', () => noIncrementalCacheMock());
// The account routes read the session cookie; the harness signs a patient in (./openapi-harness.ts).
jest.mock('next/headers', () => patientCookiesMock());

afterAll(removeFuzzDataDir);

const document = buildOpenApiDocument();
const validator = createValidator(document);

const CASES: ContractCase[] = [
  ...getCases(document),
  ...unknownPathCases(document),
  ...postCases(),
  ...accountCases(),
];

const documented = Object.entries(document.paths).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('the OpenAPI document', () => {
  it('names every route file under app/api and every method it exports', async () => {
    const routes = await loadRoutes();
    const onDisk = [...routes].flatMap(([path, route]) =>
      route.methods.map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routeFiles().length).toBeGreaterThan(60);
    expect({
      undocumented: onDisk.filter((operation) => !documented.includes(operation)),
      documentedButAbsent: documented.filter((operation) => !onDisk.includes(operation)),
    }).toEqual({ undocumented: [], documentedButAbsent: [] });
  });

  it('has a case that calls each operation and expects its documented success', () => {
    const called = new Set(
      CASES.filter((c) => c.status < 300 || c.path === '/api/{path}').map(
        (c) => `${c.method.toUpperCase()} ${c.path}`,
      ),
    );
    expect(documented.filter((operation) => !called.has(operation))).toEqual([]);
  });

  it('expects only documented statuses', () => {
    const undocumented = CASES.filter(
      (c) => !document.paths[c.path]?.[c.method]?.responses[String(c.status)],
    ).map(caseTitle);
    expect(undocumented).toEqual([]);
  });

  it('holds JSON Schemas that compile', () => {
    // Compiling every response schema once surfaces a schema ajv refuses, whatever is called.
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        for (const [status, response] of Object.entries(item[method]?.responses ?? {})) {
          for (const media of Object.values(
            'content' in response ? (response.content ?? {}) : {},
          )) {
            try {
              if (media.schema) validator.check(media.schema, null, 'closed');
            } catch (error) {
              problems.push(`${method} ${path} ${status}: ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(engines)('every operation answers as the document says, on %s', (engine) => {
  let h: ContractHarness | undefined;
  let routes: Map<string, RouteModule> | undefined;

  beforeAll(async () => {
    h = await openContractHarness(engine);
    routes = await loadRoutes();
  }, 300_000);
  afterAll(() => closeContractHarness(h));

  it.each(CASES.map((c) => [caseTitle(c), c] as const))('%s', async (_title, c) => {
    const sent = await c.send({ app: h!.app, ids: h!.ids, routes: routes!, document });
    const { answer } = sent;
    expect({ status: answer.status, body: answer.text.slice(0, 300) }).toEqual({
      status: c.status,
      body: expect.any(String),
    });
    expect(answerProblems(document, validator, c.method, c.path, answer)).toEqual([]);
    if (c.fieldErrors) expect(Object.keys(fieldErrorsOf(answer)).length).toBeGreaterThan(0);
    const requestBody = document.paths[c.path]?.[c.method]?.requestBody;
    if (requestBody && sent.body !== undefined && c.bodyFollowsSchema !== undefined) {
      const [media] = Object.values(requestBody.content);
      const problems = validator.check(media.schema!, sent.body, 'open');
      if (c.bodyFollowsSchema) expect(problems).toEqual([]);
      else expect(problems).not.toEqual([]);
    }
  });
});
