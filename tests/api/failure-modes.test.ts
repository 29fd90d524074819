/**
 * One example per failure mode and POST endpoint, so a regression names itself: "POST
 * /api/coupon/check › array" rather than a shrunk counterexample. A field mode is tried in every
 * field of the endpoint in turn; a test fails listing each field and what went wrong there. The
 * generated counterpart is tests/api/fuzz.test.ts; fuzz-expectations.ts says what each mode must
 * lead to.
 */
import { noIncrementalCacheMock } from '../helpers/render-page';
import './fuzz-env';
import { appDbMock } from '../helpers/app-db';
import { engines } from '../helpers/db';
import { buildCall, fieldName, type ValidRequest } from './fuzz-app';
import { BODY_MODES, bodyCall } from './fuzz-bodies';
import { ENDPOINTS, type Endpoint, type FieldSpec } from './fuzz-endpoints';
import {
  closeFuzzHarness,
  openFuzzHarness,
  preview,
  removeFuzzDataDir,
  type FuzzHarness,
} from './fuzz-harness';
import { bodyModeProblems, fieldModeProblems, generalProblems } from './fuzz-expectations';
import { exercise } from './fuzz-run';
import { WRONG_TYPES, modeValues, type FieldModeName } from './fuzz-values';

jest.mock('@/lib/db', () => appDbMock());
jest.mock('next/cache', () => noIncrementalCacheMock());

afterAll(removeFuzzDataDir);

const FIELD_MODES: FieldModeName[] = [
  ...WRONG_TYPES,
  'empty string',
  'huge string',
  'control characters',
  'lone surrogates',
  'unicode',
  'HTML',
];

/** The valid value at a field's place, which some modes build on ("Asha\u0000Asha"). */
function validValue(valid: ValidRequest, field: FieldSpec): unknown {
  if (field.path[0] === 'header') return valid.headers?.[String(field.path[1])];
  return field.path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    valid.body,
  );
}

/** How many values a mode has for a field (it does not depend on the valid value). */
const valueCount = (endpoint: Endpoint, mode: FieldModeName, field: FieldSpec) =>
  modeValues(mode, field, endpoint.encoding, 'x').length;

const modesOf = (endpoint: Endpoint) =>
  FIELD_MODES.filter((mode) => endpoint.fields.some((f) => valueCount(endpoint, mode, f) > 0));

describe.each(engines)('POST endpoint failure modes on %s', (engine) => {
  let h: FuzzHarness | undefined;

  beforeAll(async () => {
    h = await openFuzzHarness(engine);
  }, 180_000);
  afterAll(() => closeFuzzHarness(h));

  describe.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    (_name, endpoint) => {
      it('accepts the valid request', async () => {
        const app = h!.app;
        const outcome = await exercise(app, endpoint, (valid) =>
          buildCall(app, endpoint.path, endpoint.encoding, valid),
        );
        expect(generalProblems(outcome)).toEqual([]);
        expect(outcome.answer.status).toBeLessThan(300);
      });

      it.each(modesOf(endpoint))('%s in each field', async (mode) => {
        const app = h!.app;
        const problems: string[] = [];
        for (const field of endpoint.fields) {
          for (let i = 0; i < valueCount(endpoint, mode, field); i += 1) {
            let value: unknown;
            const outcome = await exercise(app, endpoint, (valid) => {
              value = modeValues(mode, field, endpoint.encoding, validValue(valid, field))[i];
              return buildCall(app, endpoint.path, endpoint.encoding, valid, {
                path: field.path,
                value,
              });
            });
            const found = fieldModeProblems(field, mode, value, outcome);
            problems.push(
              ...found.map((p) => `${fieldName(field.path)} = ${preview(value)}: ${p}`),
            );
          }
        }
        expect(problems).toEqual([]);
      });

      it.each(BODY_MODES)('%s', async (mode) => {
        const app = h!.app;
        const outcome = await exercise(app, endpoint, (valid) =>
          bodyCall(app, endpoint, valid, mode),
        );
        expect(bodyModeProblems(endpoint, mode, outcome)).toEqual([]);
      });
    },
  );
});
