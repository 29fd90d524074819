/**
 * The privacy centre (issue 46) on both engines: the export holds the account's own booking and
 * order and nothing of another account; erasure deletes the account, its family, addresses and
 * sessions at once, keeps the bookings and orders the law requires (unlinked), and keeps the
 * consent ledger and the request with the phone's hash only; the consent ledger only grows, its
 * latest row is the state, and 'care' has no switch.
 */
import { eq } from 'drizzle-orm';
import { ServiceError } from '@/lib/api/errors';
import { currentConsents, recordConsent, setOptionalConsent } from '@/lib/accounts/consent';
import { collectAccountData } from '@/lib/accounts/export-data';
import { renderExportPdf } from '@/lib/accounts/export-pdf';
import { phoneHash } from '@/lib/accounts/phone-hash';
import { eraseAccount, exportAccount, ERASE_WORD } from '@/lib/accounts/privacy';
import { openSession } from '@/lib/accounts/sessions';
import { hashToken } from '@/lib/security/session-token';
import type { Db } from '@/lib/db/open';
import {
  accountAddresses,
  accountPatients,
  accounts,
  accountSessions,
  appointments,
  consentRecords,
  orderEvents,
  orders,
  auditLog,
  privacyRequests,
} from '@/lib/db/schema';
import { createWorld, TOMORROW } from '../booking/fixtures';
import { engines, testDbForFile } from '../helpers/db';
import { insertStaffActor } from '../helpers/staff-users';
import { getPrivacyRequest, listPrivacyRequests } from '@/lib/accounts/staff-privacy';
import { pageCount, passesQpdfCheck } from '../helpers/pdf-tool';

let phones = 0;
const newPhone = () => `98${String(10_000_000 + ++phones).slice(-8)}`;

/** An account with its holder, a family member, an address, a session and 'care' consent. */
/** Each with a doctor of its own: kept bookings hold their slots after an erasure. */
async function newAccount(db: Db) {
  const world = await createWorld(db);
  const slot = Object.keys(world.slotIds).find((k) => k.startsWith(TOMORROW))!;
  const phone = newPhone();
  const [account] = await db.insert(accounts).values({ phone }).returning();
  const [holder] = await db
    .insert(accountPatients)
    .values({ accountId: account.id, relationship: 'self', name: `Holder ${phone}` })
    .returning();
  await db
    .insert(accountPatients)
    .values({ accountId: account.id, relationship: 'parent', name: `Mother ${phone}` });
  await db.insert(accountAddresses).values({
    accountId: account.id,
    address: `${phone}, 12 MG Road, Bangalore`,
    pincode: '560001',
  });
  const token = await openSession(db, account.id);
  await recordConsent(db, {
    accountId: account.id,
    phone,
    purpose: 'care',
    granted: true,
    noticeVersion: '2026-01',
  });
  const [booking] = await db
    .insert(appointments)
    .values({
      reference: `APT-${phone}`,
      doctorId: world.doctorId,
      slotId: world.slotIds[slot],
      slotDate: TOMORROW,
      slotTime: slot.slice(11),
      patientName: holder.name,
      phone,
      gender: 'female',
      disease: 'Fever',
      age: 40,
      email: '',
      pincode: '560001',
      amountPaise: 80_000,
      status: 'confirmed',
      accountId: account.id,
      patientId: holder.id,
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      kind: 'pharmacy',
      reference: `ORD-${phone}`,
      name: holder.name,
      email: '',
      phone,
      pincode: '560001',
      address: '12 MG Road, Bangalore',
      subtotalPaise: 10_000,
      totalPaise: 10_000,
      status: 'placed',
      expectedDate: '20/03/2030',
      expectedTime: '10:00 AM',
      accountId: account.id,
      patientId: holder.id,
    })
    .returning();
  await db.insert(orderEvents).values([
    { orderId: order.id, status: 'placed' },
    { orderId: order.id, status: 'confirmed' },
  ]);
  return { account, phone, token, booking, order };
}

describe.each(engines)('privacy centre on %s', (engine) => {
  const t = testDbForFile(engine);

  it("exports the account's booking and order and nothing of another account", async () => {
    const a = await newAccount(t.db);
    const b = await newAccount(t.db);
    const data = await exportAccount(t.db, a.account.id, 'json');
    expect(data?.account.phone).toBe(a.phone);
    expect(data?.appointments.map((x) => x.reference)).toEqual([a.booking.reference]);
    expect(data?.pharmacyOrders.map((x) => x.reference)).toEqual([a.order.reference]);
    expect(data?.familyMembers.map((m) => m.name)).toEqual([
      `Holder ${a.phone}`,
      `Mother ${a.phone}`,
    ]);
    expect(data?.addresses.map((x) => x.address)).toEqual([`${a.phone}, 12 MG Road, Bangalore`]);
    expect(data?.pharmacyOrders[0].history.map((e) => e.status)).toEqual(['placed', 'confirmed']);
    expect(data?.signedInBrowsers).toBe(1);
    const pdf = await renderExportPdf(data!, 'Saithunga Hospital');
    expect(passesQpdfCheck(pdf)).toBe(true);
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(data);
    expect(text).not.toContain(b.phone);
    expect(text).not.toContain(b.order.reference);
    const requests = await t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.accountId, a.account.id));
    expect(requests.map((r) => [r.kind, r.status])).toEqual([['export', 'done']]);
    expect(requests[0].outcome).not.toContain(a.phone);
    await eraseAccount(t.db, { id: a.account.id, sessionHash: hashToken(a.token) }, ERASE_WORD);
    await eraseAccount(t.db, { id: b.account.id, sessionHash: hashToken(b.token) }, ERASE_WORD);
  });

  it('appends a row per change; the latest is the state; care has no switch', async () => {
    const a = await newAccount(t.db);
    const id = a.account.id;
    expect((await currentConsents(t.db, id)).health_tips_email).toBeNull();
    expect(await setOptionalConsent(t.db, id, 'health_tips_email', true)).toEqual({
      changed: true,
    });
    expect(await setOptionalConsent(t.db, id, 'health_tips_email', true)).toEqual({
      changed: false,
    });
    expect(await setOptionalConsent(t.db, id, 'health_tips_email', false)).toEqual({
      changed: true,
    });
    const states = await currentConsents(t.db, id);
    expect(states.health_tips_email).toMatchObject({ granted: false, noticeVersion: '2026-01' });
    expect(states.care).toMatchObject({ granted: true });
    const rows = await t.db.select().from(consentRecords).where(eq(consentRecords.accountId, id));
    expect(rows.map((r) => [r.purpose, r.granted])).toEqual([
      ['care', true],
      ['health_tips_email', true],
      ['health_tips_email', false],
    ]);
    await expect(setOptionalConsent(t.db, id, 'care', false)).rejects.toMatchObject({
      status: 409,
      code: 'consent_required',
    });
    await expect(setOptionalConsent(t.db, id, 'marketing', true)).rejects.toBeInstanceOf(
      ServiceError,
    );
    const withdrawals = await t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.accountId, id));
    expect(withdrawals.map((r) => r.kind)).toEqual(['withdrawal']);
    await eraseAccount(t.db, { id, sessionHash: hashToken(a.token) }, ERASE_WORD);
  });

  it('erases the account at once, keeps what the law requires unlinked, and the ledger by hash', async () => {
    const a = await newAccount(t.db);
    const id = a.account.id;
    const other = await openSession(t.db, id);
    await setOptionalConsent(t.db, id, 'whatsapp_reminders', true);
    const session = { id, sessionHash: hashToken(a.token) };
    await expect(eraseAccount(t.db, session, 'erase please')).rejects.toMatchObject({
      status: 400,
    });
    // A session opened long ago is not enough.
    const later = new Date(Date.now() + 31 * 60_000);
    await expect(eraseAccount(t.db, session, ERASE_WORD, later)).rejects.toMatchObject({
      status: 403,
      code: 'fresh_sign_in_required',
    });
    await eraseAccount(t.db, session, ERASE_WORD);

    expect(await t.db.select().from(accounts).where(eq(accounts.id, id))).toEqual([]);
    for (const table of [accountPatients, accountAddresses, accountSessions]) {
      expect(await t.db.select().from(table).where(eq(table.accountId, id))).toEqual([]);
    }
    expect(
      await t.db
        .select()
        .from(accountSessions)
        .where(eq(accountSessions.tokenHash, hashToken(other))),
    ).toEqual([]);
    expect(await collectAccountData(t.db, id)).toBeNull();

    const [booking] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, a.booking.id));
    expect(booking).toMatchObject({ accountId: null, patientId: null, status: 'confirmed' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, a.order.id));
    expect(order).toMatchObject({ accountId: null, patientId: null, reference: a.order.reference });

    const hash = await phoneHash(t.db, a.phone);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const ledger = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.phoneHash, hash));
    expect(ledger.every((r) => r.accountId === null)).toBe(true);
    expect(ledger.map((r) => [r.purpose, r.granted])).toEqual([
      ['care', true],
      ['whatsapp_reminders', true],
      ['care', false],
      ['whatsapp_reminders', false],
    ]);
    const requests = await t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.phoneHash, hash));
    const erasure = requests.find((r) => r.kind === 'erasure');
    expect(erasure).toMatchObject({ accountId: null, status: 'done' });
    expect(erasure?.outcome).toContain('1 appointments');
    expect(JSON.stringify(requests)).not.toContain(a.phone);
    expect(JSON.stringify(requests)).not.toContain('Holder');

    // The number signs up again as a new account.
    const [again] = await t.db.insert(accounts).values({ phone: a.phone }).returning();
    expect(again.id).not.toBe(id);
    expect(await currentConsents(t.db, again.id)).toMatchObject({ care: null });
  });

  it('shows admins the requests, with the ledger of the phone hash, each view audited', async () => {
    const admin = await insertStaffActor(t.db, {
      email: `admin-${engine}@test.example`,
      name: 'Admin',
      role: 'admin',
    });
    const a = await newAccount(t.db);
    await setOptionalConsent(t.db, a.account.id, 'whatsapp_reminders', true);
    await setOptionalConsent(t.db, a.account.id, 'whatsapp_reminders', false);
    await eraseAccount(t.db, { id: a.account.id, sessionHash: hashToken(a.token) }, ERASE_WORD);
    const page = await listPrivacyRequests(t.db, admin, { kind: 'erasure' });
    expect(page.rows.every((r) => r.kind === 'erasure')).toBe(true);
    const hash = await phoneHash(t.db, a.phone);
    const mine = page.rows.find((r) => r.phoneHash === hash);
    expect(mine).toMatchObject({ accountId: null, status: 'done' });
    const detail = await getPrivacyRequest(t.db, admin, mine!.id);
    expect(detail?.ledger.map((r) => [r.purpose, r.granted])).toEqual([
      ['care', true],
      ['whatsapp_reminders', true],
      ['whatsapp_reminders', false],
      ['care', false],
    ]);
    expect(JSON.stringify(detail)).not.toContain(a.phone);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.staffId, admin.id));
    expect(audits.map((r) => r.action)).toEqual(['privacy_request.list', 'privacy_request.view']);
  });
});
