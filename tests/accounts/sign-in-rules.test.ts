/**
 * The rules of patients' sign-in that need no database (issue 46): where the browser may go
 * after signing in, the forms' schemas, the codes' hashing, the notice's version, and the limits
 * spent before a form is validated (per client, per number, per number's account), so a
 * malformed request costs its sender as a valid one does.
 */
import { createHash } from 'node:crypto';
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';

let peer = '198.51.100.160';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ [PEER_HEADER]: peer }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
const mockGetDb = jest.fn();
jest.mock('@/lib/db', () => ({ getDb: () => mockGetDb() }));

import { askSignInCode, enterSignInCode } from '@/lib/accounts/forms';
import { SIGN_IN_MESSAGES as M } from '@/lib/accounts/messages';
import { safeNextPath } from '@/lib/accounts/next-path';
import { NOTICE, NOTICE_VERSION } from '@/lib/accounts/notice';
import { recipientKey } from '@/lib/accounts/sign-in';
import { codeSchema, phoneSchema, signUpSchema } from '@/lib/accounts/sign-in-schema';
import { closeLimits } from '@/lib/security/limits';
import { newCode, saltedHash, sameHash } from '@/lib/security/one-time-code';
import { validateBody } from '@/lib/validation/validate';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

beforeEach(() => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  mockGetDb.mockReset().mockRejectedValue(refused);
});
afterAll(() => closeLimits());

describe('the next path', () => {
  it.each([
    ['/account/family', '/account/family'],
    ['/pharmacy/addtocart?x=1', '/pharmacy/addtocart?x=1'],
    [undefined, '/account'],
    [['/a', '/b'], '/account'],
    ['', '/account'],
    ['//evil.example/x', '/account'],
    ['/\\evil.example', '/account'],
    ['https://evil.example/', '/account'],
    ['javascript:alert(1)', '/account'],
    ['account', '/account'],
    ['/\t/evil.example', '/account'],
    ['/account/sign-in?next=/x', '/account'],
    [`/${'a'.repeat(600)}`, '/account'],
  ])('case %#: %j goes to the expected path', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('the schemas', () => {
  it('takes a 10-digit Indian mobile, as typed with spaces or +91, and nothing else', async () => {
    for (const typed of [
      '9876543210',
      ' 98765 43210 ',
      '+919876543210',
      '09876543210',
      '6000000000',
    ]) {
      const parsed = await validateBody(phoneSchema, { phone: typed });
      expect(parsed.ok && parsed.value.phone).toMatch(/^[6-9]\d{9}$/);
    }
    for (const typed of ['5876543210', '987654321', '98765432101', 'abcdefghij']) {
      expect(await validateBody(phoneSchema, { phone: typed })).toEqual({
        ok: false,
        errors: { phone: M.phone },
      });
    }
  });

  it('wants six digits of code, and on sign-up the notice ticked and a name', async () => {
    expect(await validateBody(codeSchema, { phone: '9876543210', code: '12345' })).toEqual({
      ok: false,
      errors: { code: M.code },
    });
    expect(
      await validateBody(signUpSchema, { phone: '9876543210', code: '123456', notice: 'yes' }),
    ).toEqual({ ok: false, errors: { notice: M.notice, name: M.name } });
    const parsed = await validateBody(signUpSchema, {
      phone: '9876543210',
      code: '123456',
      notice: 'on',
      name: ' Asha ',
      healthTipsEmail: 'on',
    });
    // The optional purposes are off unless ticked.
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: 'Asha',
        notice: true,
        healthTipsEmail: true,
        whatsappReminders: false,
      }),
    });
  });
});

describe('the codes', () => {
  it('are six digits, hashed with their own salt, compared in constant time', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    const a = saltedHash('salt-a', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(saltedHash('salt-b', '123456'));
    expect(sameHash(a, saltedHash('salt-a', '123456'))).toBe(true);
    expect(sameHash(a, saltedHash('salt-a', '123457'))).toBe(false);
    expect(sameHash(a, 'abcd')).toBe(false);
  });

  it('count a number by its digits, whatever the typing', () => {
    expect(recipientKey('sms', '+91 98765-43210')).toBe(recipientKey('sms', '9876543210'));
    expect(recipientKey('email', ' A@Example.com ')).toBe(recipientKey('email', 'a@example.com'));
    expect(recipientKey('sms', '9'.repeat(1_000_000))).toMatch(/^sms:[0-9a-f]{64}$/);
  });
});

describe('the notice', () => {
  it('has a new version whenever its words change', () => {
    // When the notice's text changes: set NOTICE_VERSION to the day and this hash to the new one.
    const words = createHash('sha256').update(JSON.stringify(NOTICE)).digest('hex');
    expect({ version: NOTICE_VERSION, words }).toEqual({
      version: '2026-12-04',
      words: '5c628e9b2def55ca4de27cc5346b4fba01de85d925cd6bd36d2e054b930ed172',
    });
  });
});

describe('the limits, spent before the form is validated', () => {
  it('per client: ten code requests, malformed or huge ones included', async () => {
    peer = '198.51.100.161';
    for (let i = 0; i < 10; i += 1) {
      const phone = i % 2 ? '9'.repeat(100_000) : `12${i}`;
      expect(await askSignInCode(form({ phone }))).toMatchObject({ ok: false, message: M.fix });
    }
    expect(await askSignInCode(form({ phone: '9876543210' }))).toEqual({
      ok: false,
      message: M.tooManyRequests,
      errors: { phone: M.tooManyRequests },
    });
    expect(mockGetDb).not.toHaveBeenCalled();
  });

  it('per number: five requests in ten minutes from any addresses, typed any way', async () => {
    for (let i = 0; i < 5; i += 1) {
      peer = `198.51.100.${170 + i}`;
      // Valid: it reaches the (unreachable) database.
      expect(
        await askSignInCode(form({ phone: i % 2 ? '+91 9123456780' : '9123456780' })),
      ).toMatchObject({
        ok: false,
      });
    }
    peer = '198.51.100.180';
    expect(await askSignInCode(form({ phone: '9123456780' }))).toMatchObject({
      message: M.tooManyRequests,
    });
    expect(await askSignInCode(form({ phone: '9123456781' }))).not.toMatchObject({
      message: M.tooManyRequests,
    });
  });

  it('per client: twenty tries at codes, malformed ones included', async () => {
    peer = '198.51.100.190';
    for (let i = 0; i < 20; i += 1) {
      const bad = form({ phone: `9${String(i).padStart(9, '0')}`, code: 'x'.repeat(5000) });
      expect(await enterSignInCode(bad)).toMatchObject({ ok: false, message: M.fix });
    }
    expect(await enterSignInCode(form({ phone: '9876500000', code: '123456' }))).toMatchObject({
      ok: false,
      message: M.tooManyTries,
    });
    expect(mockGetDb).not.toHaveBeenCalled();
  });

  it("per number's account: thirty tries a day, whatever the addresses", async () => {
    for (let i = 0; i < 30; i += 1) {
      peer = `198.51.101.${i}`;
      expect(await enterSignInCode(form({ phone: '9555555555', code: '12' }))).toMatchObject({
        message: M.fix,
      });
    }
    peer = '198.51.101.200';
    expect(await enterSignInCode(form({ phone: '9555555555', code: '123456' }))).toMatchObject({
      message: M.tooManySignIns,
    });
  });
});
