/**
 * Property-based fuzzing of every POST endpoint of the README's API table (issue 13), on each
 * engine. Each run starts from a valid request and replaces one field (or nested field, header,
 * path parameter) with a generated value: each wrong type, empty, huge, control characters,
 * lone surrogates, unicode, HTML, random text; or sends a malformed whole body. Whatever is sent:
 * never a 5xx, every answer JSON, every 4xx in the one error shape and storing nothing, nothing
 * stored with a control character, a 400 for a changed field naming that field, a wrong type
 * always a 400. tests/api/failure-modes.test.ts holds one example per mode.
 */
import { noIncrementalCacheMock } from '../helpers/render-page';
import './fuzz-env';
import fc from 'fast-check';
import { appDbMock } from '../helpers/app-db';
import { engines } from '../helpers/db';
import { buildCall, fieldName } from './fuzz-app';
import { BODY_MODES, EXTRA_BODIES, bodyCall, type BodyCaseName } from './fuzz-bodies';
import { ENDPOINTS, type Endpoint, type FieldSpec } from './fuzz-endpoints';
import {
  closeFuzzHarness,
  openFuzzHarness,
  preview,
  removeFuzzDataDir,
  type FuzzHarness,
} from './fuzz-harness';
import { bodyModeProblems, fuzzFieldProblems } from './fuzz-expectations';
import { exercise } from './fuzz-run';
import { replacementFor } from './fuzz-values';

jest.mock('@/lib/db', () => appDbMock());
jest.mock('next/cache', () => noIncrementalCacheMock());

afterAll(removeFuzzDataDir);

/** Runs per endpoint and engine; FUZZ_RUNS raises it for a longer local hunt. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS) || 30;

type FuzzCase =
  { kind: 'field'; field: FieldSpec; value: unknown } | { kind: 'body'; body: BodyCaseName };

/** Cases print as one line, whatever their size. */
const printable = (c: FuzzCase) =>
  Object.assign(c, {
    [fc.toStringMethod]: () =>
      c.kind === 'field' ? `${fieldName(c.field.path)} = ${preview(c.value)}` : c.body,
  });

function casesFor(endpoint: Endpoint): fc.Arbitrary<FuzzCase> {
  const fieldCase = fc
    .constantFrom(...endpoint.fields)
    .chain((field) =>
      replacementFor(field, endpoint.encoding).map((value) =>
        printable({ kind: 'field', field, value }),
      ),
    );
  const bodyCase = fc
    .constantFrom<BodyCaseName>(...BODY_MODES, ...EXTRA_BODIES)
    .map((body) => printable({ kind: 'body', body }));
  return fc.oneof({ arbitrary: fieldCase, weight: 5 }, { arbitrary: bodyCase, weight: 1 });
}

describe.each(engines)('POST endpoints under fuzz on %s', (engine) => {
  let h: FuzzHarness | undefined;

  beforeAll(async () => {
    h = await openFuzzHarness(engine);
  }, 180_000);
  afterAll(() => closeFuzzHarness(h));

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: no 5xx, refusals in the one shape store nothing, wrong types are 400s',
    async (_name, endpoint) => {
      const app = h!.app;
      const accepted = await exercise(app, endpoint, (valid) =>
        buildCall(app, endpoint.path, endpoint.encoding, valid),
      );
      // A refused valid request would make every case below pass for the wrong reason.
      expect(accepted.answer.status).toBeLessThan(300);

      await fc.assert(
        fc.asyncProperty(casesFor(endpoint), async (c) => {
          const outcome = await exercise(app, endpoint, (valid) =>
            c.kind === 'field'
              ? buildCall(app, endpoint.path, endpoint.encoding, valid, {
                  path: c.field.path,
                  value: c.value,
                })
              : bodyCall(app, endpoint, valid, c.body),
          );
          const problems =
            c.kind === 'field'
              ? fuzzFieldProblems(c.field, c.value, outcome)
              : bodyModeProblems(endpoint, c.body, outcome);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        }),
        { numRuns: NUM_RUNS, interruptAfterTimeLimit: 60_000 },
      );
    },
  );
});
