/**
 * The code requests of the self-service pages spend their limits before the form is validated:
 * a malformed or oversized request (a 1 MB phone number) costs its sender a request as a valid
 * one does, so nobody can probe or flood the form for free. The limits: 10 code requests per
 * client, 5 per reference and phone, 20 code tries per client (lib/security/limits.ts).
 */
import { ACCESS_MESSAGES } from '@/lib/self-service/access';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';

let peer = '198.51.100.60';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ [PEER_HEADER]: peer }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const mockGetDb = jest.fn();
jest.mock('@/lib/db', () => ({ getDb: () => mockGetDb() }));

import { askForCode, enterCode } from '@/lib/self-service/guard';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const FIX = 'Please correct the fields below.';

beforeEach(() => {
  // Unreachable, so a request that gets as far as the database says so (and no test needs one).
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  mockGetDb.mockReset().mockRejectedValue(refused);
});

it('spends the per-client budget on malformed and huge requests, then refuses a valid one', async () => {
  peer = '198.51.100.61';
  const huge = form({ reference: 'SMH-AB12CD34EF', phone: '9'.repeat(1024 * 1024) });
  for (let i = 0; i < 5; i += 1) {
    expect(await askForCode('appointment', huge)).toMatchObject({ ok: false, message: FIX });
    expect(
      await askForCode('lab_order', form({ reference: `nonsense ${i}`, phone: '12' })),
    ).toMatchObject({ ok: false, message: FIX });
  }
  const valid = form({ reference: 'SMH-AB12CD34EF', phone: '9876543210' });
  expect(await askForCode('appointment', valid)).toEqual({
    ok: false,
    message: ACCESS_MESSAGES.tooManyRequests,
    errors: { reference: ACCESS_MESSAGES.tooManyRequests },
  });
  expect(mockGetDb).not.toHaveBeenCalled();
});

it('spends the per-reference budget on malformed phone numbers for that reference', async () => {
  const pair = { reference: ' slb-ab12cd34ef ', phone: '98765-43210x' };
  for (let i = 0; i < 5; i += 1) {
    peer = `198.51.100.${70 + i}`;
    expect(await askForCode('lab_order', form(pair))).toMatchObject({ message: FIX });
  }
  peer = '198.51.100.80';
  const valid = form({ reference: 'SLB-AB12CD34EF', phone: '9876543210' });
  expect(await askForCode('lab_order', valid)).toMatchObject({
    message: ACCESS_MESSAGES.tooManyRequests,
  });
  // The same pair on another kind of page has a budget of its own: it reaches the database.
  const order = form({ reference: 'SPH-AB12CD34EF', phone: '9876543210' });
  expect(await askForCode('pharmacy_order', order)).toMatchObject({
    ok: false,
    message: 'We cannot reach our records right now. Please try again in a minute.',
  });
});

it('spends a code try on a malformed code, so 20 of them end the tries', async () => {
  peer = '198.51.100.90';
  for (let i = 0; i < 20; i += 1) {
    const bad = form({ reference: 'SPH-AB12CD34EF', phone: '9876543210', code: 'x'.repeat(5000) });
    expect(await enterCode('pharmacy_order', bad)).toMatchObject({ message: FIX });
  }
  const valid = form({ reference: 'SPH-AB12CD34EF', phone: '9876543210', code: '123456' });
  expect(await enterCode('pharmacy_order', valid)).toMatchObject({
    ok: false,
    message: ACCESS_MESSAGES.tooManyTries,
  });
  expect(mockGetDb).not.toHaveBeenCalled();
});
