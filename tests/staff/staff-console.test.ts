/**
 * The staff console's server side on both engines (issues 15 and 18): who may do what (every role
 * against every registered action), signing in (one answer for a wrong e-mail and a wrong
 * password, limits per account, demo accounts only in the demo, sessions stored as hashes that
 * end when idle or signed out), the front desk's lead work, and the pharmacist's order moves
 * with a refund that is sent once, stock given back, and every change in the audit log.
 */
// First: the test checkout (the refunds go through it) before anything imports lib/env.
import '../helpers/payment-test-mode';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { confirmCheckout } from '@/lib/checkout/settle';
import { AlreadyRefundedError, recordRefund } from '@/lib/checkout/refunds';
import { refundsNotThrough } from '@/lib/checkout/staff-refunds';
import { countOrdersToAct, listOrders, orderStatusFilter } from '@/lib/pharmacy/staff-orders';
import {
  auditLog,
  callbackRequests,
  medicines,
  payments,
  orders,
  refunds,
  staffSessions,
  staffUsers,
} from '@/lib/db/schema';
import { getPaymentProvider } from '@/lib/payments';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { performStaffAction, StaffForbiddenError, type StaffAction } from '@/lib/staff/action';
import { changedFields } from '@/lib/staff/audit';
import { completeSignIn, signIn, SIGN_IN_MESSAGES } from '@/lib/staff/auth';
import { generate } from 'otplib';
import { hashPassword } from '@/lib/staff/password';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import { mayUse, STAFF_AREAS, STAFF_ROLES, type StaffRole } from '@/lib/staff/roles';
import {
  createSession,
  hashToken,
  readSession,
  STAFF_IDLE_MINUTES,
  STAFF_SESSION_HOURS,
  sweepSessions,
} from '@/lib/staff/sessions';
import { createOrder } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from '../pharmacy/fixtures';
import { createWorld } from '../booking/fixtures';

const PASSWORD = 'a long staff password';

describe('roles', () => {
  it('give each role its areas, and the admin every area', () => {
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [role, STAFF_AREAS.filter((area) => mayUse(role, area))]),
    );
    expect(table).toEqual({
      admin: [...STAFF_AREAS],
      front_desk: ['dashboard', 'leads', 'appointments', 'schedules', 'patients'],
      pharmacist: ['dashboard', 'pharmacy_orders', 'prescriptions', 'lab_orders', 'patients'],
      lab: ['dashboard', 'lab_orders', 'patients'],
      editor: ['dashboard', 'content'],
      hr: ['dashboard', 'applications'],
      doctor: ['consultations'],
    });
  });

  it('the server actions file exports exactly the registered actions, each through runStaffAction', () => {
    const source = fs.readFileSync(
      path.join(process.cwd(), 'app/staff/(console)/actions.ts'),
      'utf8',
    );
    const exported = [...source.matchAll(/export async function (\w+)/g)].map((m) => m[1]);
    expect(exported.sort()).toEqual(Object.keys(STAFF_ACTIONS).sort());
    for (const name of exported) {
      expect(source).toContain(`runStaffAction(STAFF_ACTIONS.${name}, form)`);
    }
  });
});

describe('the audit diff', () => {
  it('keeps changed fields with both values and never a password or token', () => {
    expect(
      changedFields(
        { status: 'new', note: '', passwordHash: 'x' },
        { status: 'contacted', note: '', passwordHash: 'y', token: 'z' },
      ),
    ).toEqual({ status: { before: 'new', after: 'contacted' } });
  });
});

describe.each(engines)('staff console on %s', (engine) => {
  let t: TestDb;
  let f: Fixture;
  const staffIds = {} as Record<StaffRole, number>;
  const actor = (role: StaffRole) => ({
    id: staffIds[role],
    email: `${role}@test.example`,
    name: role,
    role,
  });
  const provider = () => getPaymentProvider() as SimulatedProvider;

  beforeAll(async () => {
    t = await createTestDb(engine);
    f = await insertPharmacyFixture(t.db);
    const passwordHash = await hashPassword(PASSWORD);
    // A doctor's account is linked to a doctor (issue 47).
    const { doctorId } = await createWorld(t.db);
    for (const role of STAFF_ROLES) {
      const [row] = await t.db
        .insert(staffUsers)
        .values({
          email: `${role}@test.example`,
          name: role,
          role,
          passwordHash,
          doctorId: role === 'doctor' ? doctorId : null,
        })
        .returning({ id: staffUsers.id });
      staffIds[role] = row.id;
    }
    await t.db.insert(staffUsers).values({
      email: 'demo@test.example',
      name: 'Demo',
      role: 'admin',
      passwordHash,
      demo: true,
    });
  }, 180_000);
  afterAll(() => t.drop());

  describe('the role matrix', () => {
    const cases = STAFF_ROLES.flatMap((role) =>
      Object.entries(STAFF_ACTIONS).map(([name, action]) => [role, name, action] as const),
    );
    it.each(cases)(
      '%s x %s: allowed, or refused before the input is read',
      async (role, _name, action) => {
        const attempt = performStaffAction(t.db, action as unknown as StaffAction, actor(role), {});
        if (mayUse(role, action.area)) {
          // Allowed: the empty form gets an answer (most are refused field by field).
          await expect(attempt).resolves.toMatchObject({ message: expect.any(String) });
        } else {
          await expect(attempt).rejects.toBeInstanceOf(StaffForbiddenError);
        }
      },
    );
  });

  describe('signing in', () => {
    const attempt = (email: string, password: string, extra: object = {}) =>
      signIn(t.db, {
        email,
        password,
        clientKey: `client-${engine}-${email}`,
        demoAccountsAllowed: false,
        ...extra,
      });

    it('answers a wrong e-mail and a wrong password alike, and opens a hashed session for the right one', async () => {
      expect(await attempt('nobody@test.example', PASSWORD)).toEqual({
        ok: false,
        message: SIGN_IN_MESSAGES.wrong,
      });
      expect(await attempt('editor@test.example', 'wrong password!')).toEqual({
        ok: false,
        message: SIGN_IN_MESSAGES.wrong,
      });
      const ok = await attempt('  Editor@Test.example ', PASSWORD);
      if (!ok.ok) throw new Error(ok.message);
      expect(ok.staff).toMatchObject({ role: 'editor', email: 'editor@test.example' });
      const rows = await t.db.select().from(staffSessions);
      expect(rows.map((r) => r.tokenHash)).toContain(hashToken(ok.token));
      expect(rows.map((r) => r.tokenHash)).not.toContain(ok.token);
      expect(await readSession(t.db, ok.token)).toMatchObject({ role: 'editor' });
    });

    it('ends the old session at sign-in, so a session id cannot be fixed in advance', async () => {
      const first = await attempt('hr@test.example', PASSWORD);
      if (!first.ok) throw new Error(first.message);
      const second = await attempt('hr@test.example', PASSWORD, { previousToken: first.token });
      if (!second.ok) throw new Error(second.message);
      expect(second.token).not.toBe(first.token);
      expect(await readSession(t.db, first.token)).toBeNull();
      expect(await readSession(t.db, second.token)).toMatchObject({ role: 'hr' });
    });

    it('stops trying an account after five failures, even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await attempt('front_desk@test.example', `wrong ${i}`)).ok).toBe(false);
      }
      const refused = await attempt('front_desk@test.example', PASSWORD, {
        clientKey: 'elsewhere',
      });
      expect(refused).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^Too many sign-in attempts/),
      });
    });

    it('lets a demo account in only while the demo runs', async () => {
      expect(await attempt('demo@test.example', PASSWORD)).toEqual({
        ok: false,
        message: SIGN_IN_MESSAGES.wrong,
      });
      expect((await attempt('demo@test.example', PASSWORD, { demoAccountsAllowed: true })).ok).toBe(
        true,
      );
    });

    it('ends a session after the idle time, and any session of a switched-off account', async () => {
      const start = new Date('2030-01-01T04:00:00Z');
      const token = await createSession(t.db, staffIds.pharmacist, start);
      const later = new Date(start.getTime() + (STAFF_IDLE_MINUTES - 1) * 60_000);
      expect(await readSession(t.db, token, later)).toMatchObject({ role: 'pharmacist' });
      const idle = new Date(later.getTime() + (STAFF_IDLE_MINUTES + 1) * 60_000);
      expect(await readSession(t.db, token, idle)).toBeNull();

      const other = await createSession(t.db, staffIds.pharmacist);
      await t.db
        .update(staffUsers)
        .set({ active: false })
        .where(eq(staffUsers.id, staffIds.pharmacist));
      expect(await readSession(t.db, other)).toBeNull();
      await t.db
        .update(staffUsers)
        .set({ active: true })
        .where(eq(staffUsers.id, staffIds.pharmacist));
    });

    it('sweeps the sessions that have ended, by the rule a request reads them with', async () => {
      // Long past, so that no other test's session has ended by these times.
      const start = new Date('2020-01-01T04:00:00Z');
      const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
      const unseen = await createSession(t.db, staffIds.pharmacist, start);
      const seen = await createSession(t.db, staffIds.pharmacist, start);
      const kept = async () =>
        (
          await t.db
            .select({ hash: staffSessions.tokenHash })
            .from(staffSessions)
            .where(inArray(staffSessions.tokenHash, [hashToken(unseen), hashToken(seen)]))
        ).map((row) => row.hash);
      expect(await readSession(t.db, seen, minutes(STAFF_IDLE_MINUTES - 1))).not.toBeNull();
      await sweepSessions(t.db, minutes(STAFF_IDLE_MINUTES));
      expect(await kept()).toEqual([hashToken(seen)]);
      // Kept in use, it ends at its absolute end.
      const end = STAFF_SESSION_HOURS * 60;
      for (let m = 2 * STAFF_IDLE_MINUTES - 2; m < end; m += STAFF_IDLE_MINUTES - 1) {
        expect(await readSession(t.db, seen, minutes(m))).not.toBeNull();
      }
      await sweepSessions(t.db, minutes(end - 1));
      expect(await kept()).toEqual([hashToken(seen)]);
      await sweepSessions(t.db, minutes(end));
      expect(await kept()).toEqual([]);
    });

    it('reads no session from a malformed or unknown token', async () => {
      expect(await readSession(t.db, 'x')).toBeNull();
      expect(await readSession(t.db, 'A'.repeat(43))).toBeNull();
      expect(await readSession(t.db, undefined)).toBeNull();
    });
  });

  describe('staff accounts', () => {
    it('opens an account without logging its password, and refuses a second one for the e-mail', async () => {
      const input = {
        email: 'New.Nurse@Test.example',
        name: 'New Nurse',
        role: 'front_desk',
        password: 'a brand new password',
      };
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.createAccountAction, actor('admin'), input),
      ).toMatchObject({ ok: true });
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.createAccountAction, actor('admin'), input),
      ).toMatchObject({
        ok: false,
        errors: { email: 'An account with this e-mail exists already' },
      });
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
      expect(JSON.stringify(rows)).not.toContain('a brand new password');
      const signedIn = await signIn(t.db, {
        email: 'new.nurse@test.example',
        password: 'a brand new password',
        clientKey: `accounts-${engine}`,
        demoAccountsAllowed: false,
      });
      expect(signedIn).toMatchObject({ ok: true, staff: { role: 'front_desk' } });
    });

    it("ends a member's sessions when their role changes or they are switched off, never the admin's own", async () => {
      const token = await createSession(t.db, staffIds.hr);
      const update = (id: number, role: string, active: string) =>
        performStaffAction(t.db, STAFF_ACTIONS.updateAccountAction, actor('admin'), {
          id: String(id),
          role,
          active,
        });
      expect(await update(staffIds.hr, 'editor', 'true')).toMatchObject({ ok: true });
      expect(await readSession(t.db, token)).toBeNull();
      expect(await update(staffIds.admin, 'admin', 'false')).toMatchObject({
        ok: false,
        errors: { role: 'You cannot switch off or demote your own account' },
      });
      await update(staffIds.hr, 'hr', 'true');
    });
  });

  describe('two-step sign-in', () => {
    const email = 'two.step@test.example';
    let id: number;
    const me = () => ({ id, email, name: 'Two Step', role: 'admin' as const });
    const codeAt = (secret: string, at: Date) =>
      generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

    it('is set up with one code, then asks for a code that is never accepted twice', async () => {
      const [row] = await t.db
        .insert(staffUsers)
        .values({
          email,
          name: 'Two Step',
          role: 'admin',
          passwordHash: await hashPassword(PASSWORD),
        })
        .returning({ id: staffUsers.id });
      id = row.id;
      await performStaffAction(t.db, STAFF_ACTIONS.startSecondFactorAction, me(), {});
      const [pending] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.confirmSecondFactorAction, me(), {
          code: '000000',
        }),
      ).toMatchObject({ ok: false, errors: { code: 'Wrong or expired code' } });
      const first = new Date(Date.now() - 60_000);
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.confirmSecondFactorAction, me(), {
          code: await codeAt(pending.totpPendingSecret!, new Date()),
        }),
      ).toMatchObject({ ok: true });
      const [on] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      expect(on).toMatchObject({ totpSecret: pending.totpPendingSecret, totpPendingSecret: null });

      const password = await signIn(t.db, {
        email,
        password: PASSWORD,
        clientKey: `two-step-${engine}`,
        demoAccountsAllowed: false,
      });
      expect(password).toMatchObject({ ok: false, secondFactor: true });
      const pendingToken = (password as { token: string }).token;
      // A password alone opens nothing.
      expect(await readSession(t.db, pendingToken)).toBeNull();
      const complete = (code: string) =>
        completeSignIn(t.db, { pendingToken, code, clientKey: `two-step-${engine}` });
      expect(await complete('123456')).toMatchObject({
        ok: false,
        message: SIGN_IN_MESSAGES.wrongCode,
      });
      // The code the set-up used (this step) may not be used again; an older one is too old.
      expect(await complete(await codeAt(on.totpSecret!, first))).toMatchObject({ ok: false });
      const later = new Date(Date.now() + 30_000);
      const done = await completeSignIn(
        t.db,
        {
          pendingToken,
          code: await codeAt(on.totpSecret!, later),
          clientKey: `two-step-${engine}`,
        },
        later,
      );
      expect(done).toMatchObject({ ok: true, staff: { email } });
      expect(await readSession(t.db, (done as { token: string }).token, later)).toMatchObject({
        email,
      });
      // The pending sign-in is spent.
      expect(await complete(await codeAt(on.totpSecret!, later))).toMatchObject({
        message: SIGN_IN_MESSAGES.codeExpired,
      });
    });
  });

  describe('two-step sign-in turned on or off', () => {
    const codeAt = (secret: string, at: Date) =>
      generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
    async function member(email: string) {
      const [row] = await t.db
        .insert(staffUsers)
        .values({ email, name: 'Ravi', role: 'front_desk', passwordHash: 'x' })
        .returning({ id: staffUsers.id });
      return row.id;
    }

    it('ends the other sessions of the account, and keeps the one it is done in', async () => {
      const email = `sessions.${engine}@test.example`;
      const id = await member(email);
      const here = await createSession(t.db, id);
      const elsewhere = await createSession(t.db, id);
      const me = { ...(await readSession(t.db, here))! };
      expect(me.sessionHash).toBe(hashToken(here));
      await performStaffAction(t.db, STAFF_ACTIONS.startSecondFactorAction, me, {});
      const [pending] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.confirmSecondFactorAction, me, {
          code: await codeAt(pending.totpPendingSecret!, new Date()),
        }),
      ).toMatchObject({ ok: true, message: expect.stringContaining('other sessions') });
      expect(await readSession(t.db, elsewhere)).toBeNull();
      expect(await readSession(t.db, here)).toMatchObject({ email });
      // And when it is turned off.
      const again = await createSession(t.db, id);
      const later = new Date(Date.now() + 30_000);
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.stopSecondFactorAction, me, {
          code: await codeAt(pending.totpPendingSecret!, later),
        }),
      ).toMatchObject({ ok: true });
      expect(await readSession(t.db, again)).toBeNull();
      expect(await readSession(t.db, here)).toMatchObject({ email });
    });

    it("counts wrong codes with the account's wrong sign-ins, so a session cannot guess its way", async () => {
      const email = `guesser.${engine}@test.example`;
      const id = await member(email);
      const me = { id, email, name: 'Ravi', role: 'front_desk' as const };
      await performStaffAction(t.db, STAFF_ACTIONS.startSecondFactorAction, me, {});
      const [pending] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      const right = await codeAt(pending.totpPendingSecret!, new Date());
      const wrong = right === '000000' ? '111111' : '000000';
      // Sent all at once, as a script would: each is counted before it is judged.
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          performStaffAction(t.db, STAFF_ACTIONS.confirmSecondFactorAction, me, { code: wrong }),
        ),
      );
      expect(answers.filter((a) => a?.errors?.code === 'Wrong or expired code')).toHaveLength(5);
      // Now even the right code waits, as a sign-in of that account would.
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.confirmSecondFactorAction, me, {
          code: right,
        }),
      ).toMatchObject({
        ok: false,
        errors: { code: expect.stringMatching(/^Too many sign-in attempts/) },
      });
      const [still] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, id));
      expect(still.totpSecret).toBeNull();
    });
  });

  describe('the front desk', () => {
    it('moves a callback request forward with a note, never back, and audits the change', async () => {
      const [lead] = await t.db
        .insert(callbackRequests)
        .values({
          patientName: 'Asha Rao',
          contactNumber: '9876543210',
          disease: 'Fever',
          address: 'Indiranagar',
          pageName: 'doctors',
        })
        .returning({ id: callbackRequests.id });
      const update = (values: Record<string, unknown>) =>
        performStaffAction(t.db, STAFF_ACTIONS.updateLeadAction, actor('front_desk'), {
          kind: 'callback',
          id: String(lead.id),
          ...values,
        });
      expect(await update({ status: 'contacted', note: 'Called at 10' })).toMatchObject({
        ok: true,
      });
      expect(await update({ status: 'new' })).toMatchObject({
        ok: false,
        errors: { status: 'A contacted request cannot go back to new' },
      });
      expect(await update({ status: 'bogus' })).toMatchObject({
        ok: false,
        errors: { status: 'Choose a status' },
      });
      const log = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'callback'), eq(auditLog.entityId, String(lead.id))));
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        staffId: staffIds.front_desk,
        action: 'callback.update',
        changes: {
          status: { before: 'new', after: 'contacted' },
          note: { before: '', after: 'Called at 10' },
        },
      });
    });

    it('never writes over a note another receptionist saved since the page was opened', async () => {
      const [lead] = await t.db
        .insert(callbackRequests)
        .values({
          patientName: 'Two clerks',
          contactNumber: '9876543210',
          disease: 'Fever',
          address: 'Bangalore',
          pageName: 'doctors',
        })
        .returning({ id: callbackRequests.id });
      const save = (values: Record<string, unknown>) =>
        performStaffAction(t.db, STAFF_ACTIONS.updateLeadAction, actor('front_desk'), {
          kind: 'callback',
          id: String(lead.id),
          ...values,
        });
      // Both opened the request with no note; the first saves hers.
      expect(
        await save({ status: 'contacted', note: 'Called 11:05, no answer', note_seen: '' }),
      ).toMatchObject({ ok: true });
      // The second's page still shows the empty note: her save is refused, the first's kept.
      expect(
        await save({ status: 'contacted', note: 'Will call after lunch', note_seen: '' }),
      ).toMatchObject({
        ok: false,
        errors: {
          note: 'Someone else changed this note since the page was opened: reload the page, read it, and save again',
        },
      });
      const [kept] = await t.db
        .select({ note: callbackRequests.note })
        .from(callbackRequests)
        .where(eq(callbackRequests.id, lead.id));
      expect(kept.note).toBe('Called 11:05, no answer');
      // After a reload she sees it, and adds to it.
      expect(
        await save({
          status: 'closed',
          note: 'Called 11:05, no answer. Reached at 14:00.',
          note_seen: 'Called 11:05, no answer',
        }),
      ).toMatchObject({ ok: true });
    });

    it('answers an id that does not exist with a message, not an error', async () => {
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.updateLeadAction, actor('front_desk'), {
          kind: 'message',
          id: '999999',
          status: 'closed',
        }),
      ).toEqual({ ok: false, message: 'This request no longer exists', errors: undefined });
    });
  });

  describe('the pharmacist', () => {
    const rxCart = () => [{ id: f.ids['Azithromycin 500mg Tablet'], quantity: 2 }];
    const stockOf = async () => {
      const [row] = await t.db
        .select({ stock: medicines.stock })
        .from(medicines)
        .where(eq(medicines.id, f.ids['Azithromycin 500mg Tablet']));
      return row.stock;
    };
    const paidOrder = async () => {
      const order = await createOrder(pharmacyOrderPurchase, t.db, provider(), {
        items: rxCart(),
        delivery: deliveryInfo(),
        prescription: { call_me: true },
      });
      const confirmed = await confirmCheckout(
        t.db,
        provider(),
        pharmacyOrderPurchase,
        provider().pay(order.id),
      );
      const [row] = await t.db
        .select()
        .from(orders)
        .where(eq(orders.reference, confirmed.reference!));
      return row;
    };
    const move = (id: number, action: string, reason?: string) =>
      performStaffAction(t.db, STAFF_ACTIONS.moveOrderAction, actor('pharmacist'), {
        id: String(id),
        action,
        ...(reason === undefined ? {} : { reason }),
      });

    it('approves, confirms, packs, dispatches and delivers, and cannot cancel once dispatched', async () => {
      const order = await paidOrder();
      expect(order.status).toBe('awaiting_prescription');
      expect(await move(order.id, 'confirm')).toMatchObject({
        ok: false,
        errors: { action: expect.any(String) },
      });
      for (const action of ['approve', 'confirm', 'pack', 'dispatch']) {
        expect(await move(order.id, action)).toMatchObject({ ok: true });
      }
      expect(await move(order.id, 'cancel', 'Changed mind')).toMatchObject({ ok: false });
      expect(await move(order.id, 'deliver')).toMatchObject({
        ok: true,
        message: 'Order updated: Delivered',
      });
    });

    it('lists the orders to act on oldest first, packing and sending included, and counts them', async () => {
      const waiting = await paidOrder();
      const confirmed = await paidOrder();
      for (const action of ['approve', 'confirm']) await move(confirmed.id, action);
      const packed = await paidOrder();
      for (const action of ['approve', 'confirm', 'pack']) await move(packed.id, action);
      const sent = await paidOrder();
      for (const action of ['approve', 'confirm', 'pack', 'dispatch']) await move(sent.id, action);
      const queue = (await listOrders(t.db, { status: orderStatusFilter('to_act') }, 500)).rows;
      const ids = queue.map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([waiting.id, confirmed.id, packed.id]));
      expect(ids).not.toContain(sent.id);
      expect(ids.indexOf(waiting.id)).toBeLessThan(ids.indexOf(confirmed.id));
      const times = queue.map((row) => row.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect((await countOrdersToAct(t.db)).toAct).toBe(queue.length);
      expect(orderStatusFilter('shipped')).toBeUndefined();
      // Page by page (one order a page), oldest first: every order once, none skipped.
      const paged: number[] = [];
      let cursor: string | undefined;
      do {
        const page = await listOrders(t.db, { status: 'to_act', cursor }, 1);
        paged.push(...page.rows.map((row) => row.id));
        cursor = page.next ?? undefined;
      } while (cursor);
      expect(paged).toEqual(ids);
    });

    it('rejects with a reason, refunds the full amount once, and puts the units back in stock', async () => {
      const order = await paidOrder();
      const before = await stockOf();
      expect(await move(order.id, 'reject')).toMatchObject({
        ok: false,
        errors: { reason: 'Please give the reason (the shopper is told it)' },
      });
      expect(await move(order.id, 'reject', 'Not signed by a doctor')).toEqual({
        ok: true,
        message: 'Order updated: Prescription rejected. The full amount has been refunded.',
        // The units are back in stock: the catalogue's pages are refreshed.
        revalidate: ['pharmacy'],
      });
      expect(await stockOf()).toBe(before + 2);
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'processed',
        amountPaise: payment.amountPaise,
        staffId: staffIds.pharmacist,
        providerRefundId: expect.stringMatching(/^rfnd_sim/),
      });
      // Never twice: not by the same move, nor by any other path to a refund.
      expect(await move(order.id, 'reject', 'again')).toMatchObject({ ok: false });
      await expect(
        t.db.transaction((tx) =>
          recordRefund(tx, { paymentId: payment.id, reason: 'again', staffId: staffIds.admin }),
        ),
      ).rejects.toBeInstanceOf(AlreadyRefundedError);
      expect(await stockOf()).toBe(before + 2);
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'pharmacy_order.reject'),
            eq(auditLog.entityId, String(order.id)),
          ),
        );
      expect(audit.changes).toEqual({
        status: { before: 'awaiting_prescription', after: 'prescription_rejected' },
        statusNote: { before: '', after: 'Not signed by a doctor' },
      });
      // A refund the provider refused is on the console's list of refunds not through, under
      // its order, until the order's 'Retry refund' sends it.
      await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, rows[0].id));
      const listed = async () =>
        (await refundsNotThrough(t.db)).filter((r) => r.purchaseReference === order.reference);
      expect(await listed()).toEqual([
        expect.objectContaining({
          purpose: 'pharmacy_order',
          purchaseId: order.id,
          amountPaise: payment.amountPaise,
          status: 'failed',
        }),
      ]);
      expect(
        await performStaffAction(t.db, STAFF_ACTIONS.retryOrderRefundAction, actor('pharmacist'), {
          id: String(order.id),
        }),
      ).toMatchObject({ ok: true });
      expect(await listed()).toEqual([]);
    });

    it('sets price, MRP and units on hand, and never writes over a sale made meanwhile', async () => {
      const id = f.ids['Cetirizine 10mg Tablet'];
      const [before] = await t.db.select().from(medicines).where(eq(medicines.id, id));
      const edit = (values: Record<string, unknown>) =>
        performStaffAction(t.db, STAFF_ACTIONS.editMedicineAction, actor('pharmacist'), {
          id: String(id),
          price: '22.50',
          mrp: '30',
          stock: '40',
          stock_seen: String(before.stock),
          available: 'true',
          ...values,
        });
      expect(await edit({ price: '31' })).toMatchObject({
        ok: false,
        errors: { price: 'The price cannot be above the MRP' },
      });
      expect(await edit({ price: '1.234' })).toMatchObject({
        ok: false,
        errors: { price: 'The price may have at most two decimals' },
      });
      expect(await edit({ stock: '-1' })).toMatchObject({
        errors: { stock: 'Units on hand cannot be negative' },
      });
      // A sale took a unit after the page was opened: the typed count is refused.
      await t.db
        .update(medicines)
        .set({ stock: before.stock - 1 })
        .where(eq(medicines.id, id));
      expect(await edit({})).toMatchObject({
        ok: false,
        errors: { stock: expect.stringContaining(`changed to ${before.stock - 1}`) },
      });
      expect(await edit({ stock_seen: String(before.stock - 1) })).toMatchObject({
        ok: true,
        revalidate: ['pharmacy', `medicine:${before.slug}`],
      });
      const [after] = await t.db.select().from(medicines).where(eq(medicines.id, id));
      expect(after).toMatchObject({
        pricePaise: 2250,
        mrpPaise: 3000,
        discountPercent: 25,
        stock: 40,
      });
    });

    it('records the member of the session, whatever staff id a forged form carries', async () => {
      const [lead] = await t.db
        .insert(callbackRequests)
        .values({
          patientName: 'Forged',
          contactNumber: '9876543210',
          disease: 'Fever',
          address: 'x',
          pageName: 'doctors',
        })
        .returning({ id: callbackRequests.id });
      await performStaffAction(t.db, STAFF_ACTIONS.updateLeadAction, actor('front_desk'), {
        kind: 'callback',
        id: String(lead.id),
        status: 'closed',
        staffId: String(staffIds.admin),
        actor: String(staffIds.admin),
      });
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'callback'), eq(auditLog.entityId, String(lead.id))));
      expect(row.staffId).toBe(staffIds.front_desk);
    });

    it('refunds once when two pharmacists cancel the same order at the same time', async () => {
      const order = await paidOrder();
      await move(order.id, 'approve');
      const results = await Promise.all([
        move(order.id, 'cancel', 'Out of stock at the branch'),
        move(order.id, 'cancel', 'Shopper asked'),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(
        await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)),
      ).toHaveLength(1);
    });
  });
});
