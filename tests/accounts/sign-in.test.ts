/**
 * Patients' sign-in (issue 46) on both engines: the SMS code (salted hash only, 10 minutes, 5
 * tries, a new code retiring the old, the same work and answer whether or not the number has an
 * account), sign-up (account, holder and consent rows only with the notice accepted), guest
 * records claimed only once the phone is verified, sessions' idle and absolute ends, 'Sign out
 * everywhere', and the e-mailed links (verification, then a single-use sign-in link).
 */
import '../helpers/payment-test-mode';
import '../helpers/upload-data-dir';
import { and, eq } from 'drizzle-orm';
import { InvalidInputError } from '@/lib/api/errors';
import { appointmentPurchase } from '@/lib/booking/purchase';
import {
  accountPatients,
  accounts,
  accountSessions,
  appointments,
  consentRecords,
  outboxMessages,
  signInCodes,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/open';
import { closeLimits } from '@/lib/security/limits';
import { addDays, indiaToday } from '@/lib/time/india';
import { createOrder, createWorld, orderBody, provider } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';

// The form steps read the client's address and set cookies through next/headers: a jar here.
const jar = new Map<string, string>();
let peer = '198.51.100.1';
jest.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ [jest.requireActual('@/lib/security/client-peer.mjs').PEER_HEADER]: peer }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: ({ name }: { name: string }) => void jar.delete(name),
  }),
}));
let mockDb: Db;
jest.mock('@/lib/db', () => ({ getDb: async () => mockDb }));

import { ACCOUNT_COOKIE, SIGNED_IN_HINT } from '@/lib/accounts/current';
import {
  changeEmail,
  sendSignInLink,
  signInWithLink,
  verifyEmail,
} from '@/lib/accounts/email-link';
import { askSignInCode, askSignInLink, enterSignInCode } from '@/lib/accounts/forms';
import { SETTINGS_MESSAGES, SIGN_IN_MESSAGES as M } from '@/lib/accounts/messages';
import { NOTICE_VERSION } from '@/lib/accounts/notice';
import {
  IDLE_DAYS,
  openSession,
  openSessionCount,
  readSession,
  SESSION_DAYS,
  sweepSessions,
} from '@/lib/accounts/sessions';
import { signOutEverywhere } from '@/lib/accounts/settings';
import { checkSignInCode, sendSignInCode, verifySignInCode } from '@/lib/accounts/sign-in';
import { GET as getMe } from '@/app/api/account/me/route';

const DAY = 86_400_000;
let numbers = 0;
/** A fresh mobile number per call. */
const newPhone = () =>
  `98${String(Date.now() % 1e6).padStart(6, '0')}${String(++numbers % 100).padStart(2, '0')}`;
let clients = 0;
const client = () => `203.0.113.${++clients}`;
const SIGN_UP = { name: 'Asha Rao', healthTipsEmail: true, whatsappReminders: false };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function refused(promise: Promise<unknown>, field: string, message: string) {
  await expect(promise).rejects.toBeInstanceOf(InvalidInputError);
  await expect(promise).rejects.toMatchObject({ errors: { [field]: message } });
}

describe.each(engines)('patient sign-in on %s', (engine) => {
  let t: TestDb;
  let db: Db;

  beforeAll(async () => {
    t = await createTestDb(engine);
    db = t.db;
    mockDb = db;
  }, 180_000);
  afterAll(async () => {
    await closeLimits();
    await t.drop();
  });

  const codesOf = (phone: string) =>
    db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
  const smsTo = (phone: string) =>
    db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.topic, 'account.code')));

  async function signUp(phone = newPhone(), now = new Date()) {
    await sendSignInCode(db, phone, now, '246810');
    const outcome = await verifySignInCode(
      db,
      { phone, code: '246810', client: client(), signUp: SIGN_UP },
      now,
    );
    if (outcome.kind !== 'signed-in') throw new Error('not signed in');
    return { phone, ...outcome };
  }

  it('sends the code by SMS through the outbox and keeps only its salted hash', async () => {
    const phone = newPhone();
    await sendSignInCode(db, phone, new Date(), '123456');
    const [row] = await codesOf(phone);
    expect(row).toMatchObject({ channel: 'sms', attempts: 0, usedAt: null, accountId: null });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('123456');
    const [sms] = await smsTo(phone);
    expect(sms).toMatchObject({
      channel: 'sms',
      subject: 'Your sign-in code: 123456',
      subjectType: 'sign_in_code',
      subjectId: row.id,
    });
    expect(sms.bodyText).toContain('123456');
  });

  it('answers a code request the same whether or not the number has an account', async () => {
    const { phone: known } = await signUp();
    const unknown = newPhone();
    peer = '198.51.100.20';
    const answers = [
      await askSignInCode(form({ phone: known })),
      await askSignInCode(form({ phone: unknown })),
    ];
    expect(answers[0]).toEqual({ ok: true, message: M.codeSent });
    expect(answers[1]).toEqual(answers[0]);
    // The same work too: one live code and one SMS each.
    expect((await smsTo(unknown)).length).toBe(1);
    expect((await smsTo(known)).length).toBe(2);
    // And a sign-in link asked for an unknown address answers as a known one would.
    expect(await askSignInLink(form({ email: 'nobody@example.com' }))).toEqual({
      ok: true,
      message: M.linkSent,
    });
  });

  it('signs a new number up only with the notice accepted: account, holder and consent rows', async () => {
    const phone = newPhone();
    const now = new Date();
    await sendSignInCode(db, phone, now, '135790');
    // A right code for a new number asks for the notice first and is not used up.
    expect(await verifySignInCode(db, { phone, code: '135790', client: client() }, now)).toEqual({
      kind: 'needs-sign-up',
    });
    expect(await db.select().from(accounts).where(eq(accounts.phone, phone))).toEqual([]);
    // Through the form: without the tick, refused per field; with it, signed in.
    peer = '198.51.100.30';
    expect(
      await enterSignInCode(form({ phone, code: '135790', signUp: '1', name: 'Asha' })),
    ).toMatchObject({ ok: false, errors: { notice: M.notice } });
    expect(
      await enterSignInCode(form({ phone, code: '135790', signUp: '1', notice: 'on', name: ' ' })),
    ).toMatchObject({ ok: false, errors: { name: M.name } });
    jar.clear();
    const state = await enterSignInCode(
      form({
        phone,
        code: '135790',
        signUp: '1',
        notice: 'on',
        name: ' Asha Rao ',
        whatsappReminders: 'on',
        next: '//evil.example/x',
      }),
    );
    expect(state).toEqual({ ok: true, message: M.signedIn, location: '/account' });
    expect(jar.get(SIGNED_IN_HINT)).toBe('1');
    const me = await readSession(db, jar.get(ACCOUNT_COOKIE));
    expect(me).toMatchObject({ phone });
    const [account] = await db.select().from(accounts).where(eq(accounts.phone, phone));
    expect(account.lastSignInAt).not.toBeNull();
    expect(
      await db.select().from(accountPatients).where(eq(accountPatients.accountId, account.id)),
    ).toEqual([expect.objectContaining({ relationship: 'self', name: 'Asha Rao' })]);
    const consents = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.accountId, account.id));
    expect(consents.map((c) => [c.purpose, c.granted, c.noticeVersion]).sort()).toEqual([
      ['care', true, NOTICE_VERSION],
      ['whatsapp_reminders', true, NOTICE_VERSION],
    ]);
    expect(consents[0].phoneHash).toMatch(/^[0-9a-f]{64}$/);
    // The code is used: it does not sign in twice.
    await refused(checkSignInCode(db, { phone, code: '135790' }), 'code', M.badCode);
  });

  it('signs an existing number in without a new notice or consent', async () => {
    const { phone, accountId } = await signUp();
    await sendSignInCode(db, phone, new Date(), '112233');
    const outcome = await verifySignInCode(db, { phone, code: '112233', client: client() });
    expect(outcome).toMatchObject({ kind: 'signed-in', accountId, created: false });
    const consents = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.accountId, accountId));
    expect(consents.length).toBe(2);
    expect(await db.select().from(accounts).where(eq(accounts.phone, phone))).toHaveLength(1);
  });

  it('refuses wrong, sixth, expired and retired codes with one message', async () => {
    const phone = newPhone();
    const now = new Date();
    await sendSignInCode(db, phone, now, '999999');
    for (let i = 0; i < 5; i += 1) {
      await refused(checkSignInCode(db, { phone, code: '000000' }, now), 'code', M.badCode);
    }
    expect((await codesOf(phone))[0].attempts).toBe(5);
    // Five tries spent: even the right code is refused.
    await refused(checkSignInCode(db, { phone, code: '999999' }, now), 'code', M.badCode);

    await sendSignInCode(db, phone, now, '111111');
    const later = new Date(now.getTime() + 10 * 60_000 + 1);
    await refused(checkSignInCode(db, { phone, code: '111111' }, later), 'code', M.badCode);

    await sendSignInCode(db, phone, now, '222222');
    await sendSignInCode(db, phone, now, '333333');
    await refused(checkSignInCode(db, { phone, code: '222222' }, now), 'code', M.badCode);
    expect(await checkSignInCode(db, { phone, code: '333333' }, now)).toEqual({
      kind: 'needs-sign-up',
    });
    // An unknown number's answer is the same refusal.
    await refused(checkSignInCode(db, { phone: newPhone(), code: '333333' }), 'code', M.badCode);
  });

  it("claims a guest's bookings made with the number only once the number is verified", async () => {
    const phone = newPhone();
    const world = await createWorld(db, [{ date: addDays(indiaToday(), 2), minute: 10 * 60 }]);
    const [key] = Object.keys(world.slotIds);
    const order = await createOrder(
      appointmentPurchase,
      db,
      provider,
      orderBody(world, key, { phone }),
    );
    const owner = async () => {
      const [row] = await db
        .select({ accountId: appointments.accountId })
        .from(appointments)
        .where(eq(appointments.phone, phone));
      return row.accountId;
    };
    expect(order).toBeTruthy();
    await sendSignInCode(db, phone, new Date(), '445566');
    expect(await owner()).toBeNull();
    await refused(checkSignInCode(db, { phone, code: '000000' }), 'code', M.badCode);
    expect(await checkSignInCode(db, { phone, code: '445566' })).toEqual({ kind: 'needs-sign-up' });
    expect(await owner()).toBeNull();
    const outcome = await checkSignInCode(db, { phone, code: '445566', signUp: SIGN_UP });
    expect(outcome).toMatchObject({ kind: 'signed-in', claimed: 1 });
    expect(await owner()).toBe(outcome.kind === 'signed-in' ? outcome.accountId : -1);
  });

  it('ends a session after the idle time and at its absolute end', async () => {
    const { accountId } = await signUp();
    const start = new Date('2031-01-01T00:00:00Z');
    const idle = await openSession(db, accountId, start);
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    expect(await readSession(db, idle, at(IDLE_DAYS - 1))).toMatchObject({ id: accountId });
    expect(await readSession(db, idle, at(2 * IDLE_DAYS))).toBeNull();

    const busy = await openSession(db, accountId, start);
    // Seen every week: never idle, yet over at SESSION_DAYS.
    let day = 7;
    for (; day < SESSION_DAYS; day += 7) {
      expect(await readSession(db, busy, at(day))).toMatchObject({ id: accountId });
    }
    expect(await readSession(db, busy, at(SESSION_DAYS))).toBeNull();
    // Ended sessions are deleted as they are found.
    expect(
      (await db.select().from(accountSessions).where(eq(accountSessions.accountId, accountId)))
        .length,
    ).toBeLessThanOrEqual(1);
  });

  it('counts the open sessions and sweeps the ended ones by the same rule', async () => {
    const { accountId } = await signUp();
    const start = new Date('2032-01-01T00:00:00Z');
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    await openSession(db, accountId, start);
    const seen = await openSession(db, accountId, start);
    const hashes = async () =>
      (
        await db
          .select({ hash: accountSessions.tokenHash })
          .from(accountSessions)
          .where(eq(accountSessions.accountId, accountId))
      ).length;
    expect(await openSessionCount(db, accountId, at(1))).toBe(2);
    await readSession(db, seen, at(IDLE_DAYS - 1));
    // On the idle limit to the millisecond the unseen one has ended; the one seen since has not.
    expect(await openSessionCount(db, accountId, at(IDLE_DAYS))).toBe(1);
    await sweepSessions(db, at(IDLE_DAYS));
    expect(await hashes()).toBe(1);
    expect(await readSession(db, seen, at(IDLE_DAYS))).toMatchObject({ id: accountId });
    // Kept in use, it ends at its absolute end, to the millisecond.
    for (let day = IDLE_DAYS + 12; day < SESSION_DAYS; day += 12) {
      expect(await readSession(db, seen, at(day))).toMatchObject({ id: accountId });
    }
    expect(await openSessionCount(db, accountId, new Date(at(SESSION_DAYS).getTime() - 1))).toBe(1);
    expect(await openSessionCount(db, accountId, at(SESSION_DAYS))).toBe(0);
    await sweepSessions(db, at(SESSION_DAYS));
    expect(await hashes()).toBe(0);
  });

  it("'Sign out everywhere' ends every session of the account, and only its", async () => {
    const mine = await signUp();
    const other = await signUp();
    const second = await openSession(db, mine.accountId);
    jar.set(ACCOUNT_COOKIE, mine.token);
    jar.set(SIGNED_IN_HINT, '1');
    await signOutEverywhere(db);
    expect(await readSession(db, mine.token)).toBeNull();
    expect(await readSession(db, second)).toBeNull();
    expect(await readSession(db, other.token)).toMatchObject({ id: other.accountId });
    expect(jar.has(ACCOUNT_COOKIE) || jar.has(SIGNED_IN_HINT)).toBe(false);
  });

  it('answers /api/account/me privately, and clears a hint left by an ended session', async () => {
    const { token } = await signUp();
    const ask = (cookie: string) =>
      getMe(new Request('http://localhost/api/account/me', { headers: { cookie } }));
    const mine = await ask(`${ACCOUNT_COOKIE}=${token}; ${SIGNED_IN_HINT}=1`);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toEqual({ signedIn: true, name: SIGN_UP.name });
    expect(mine.headers.get('set-cookie')).toBeNull();
    const stale = await ask(`${ACCOUNT_COOKIE}=${'x'.repeat(43)}; ${SIGNED_IN_HINT}=1`);
    expect(await stale.json()).toEqual({ signedIn: false });
    expect(stale.headers.get('set-cookie')).toMatch(/^signed_in=; Path=\/; Max-Age=0/);
  });

  it('verifies an e-mail by its link, then signs in by a single-use link', async () => {
    const { accountId } = await signUp();
    const address = `asha.${accountId}@example.com`;
    const linkIn = async (topic: string) => {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, address), eq(outboxMessages.topic, topic)));
      return /#t=(\d+\.[A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.bodyText)![1];
    };
    // Unverified, the address signs nobody in.
    await changeEmail(db, accountId, address);
    await sendSignInLink(db, address);
    const verifyToken = await linkIn('account.verify_email');
    expect(
      await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'account.link')),
    ).toEqual([]);
    // A verification link never signs in.
    await refused(signInWithLink(db, verifyToken), 'token', M.badLink);
    await verifyEmail(db, verifyToken);
    await refused(verifyEmail(db, verifyToken), 'token', SETTINGS_MESSAGES.badVerifyLink);
    const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account.emailVerifiedAt).not.toBeNull();

    await sendSignInLink(db, address.toUpperCase().toLowerCase());
    const token = await linkIn('account.link');
    const signedIn = await signInWithLink(db, token);
    expect(await readSession(db, signedIn.token)).toMatchObject({ id: accountId });
    await refused(signInWithLink(db, token), 'token', M.badLink);

    // Expired after 15 minutes; a forged secret for a real row is refused.
    const now = new Date();
    await sendSignInLink(db, address, now);
    const late = await linkIn('account.link');
    await refused(
      signInWithLink(db, late, new Date(now.getTime() + 15 * 60_000 + 1)),
      'token',
      M.badLink,
    );
    const [id] = late.split('.');
    await refused(signInWithLink(db, `${id}.${'A'.repeat(43)}`, now), 'token', M.badLink);
  });
});
