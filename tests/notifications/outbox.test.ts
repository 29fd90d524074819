/**
 * The transactional outbox on both engines (issue 16): a paid booking writes its confirmation and
 * reminders with the booking, once however often the payment is confirmed; the worker delivers
 * what is due (reminders only at their time), retries with back-off and gives up after the last
 * attempt, and two workers at once deliver each message once; the desk's cancel and move withdraw
 * the reminders and tell the patient; a paid order, an order's step and a callback request each
 * write theirs; with no SMTP server the e-mail is a standard .eml file in the outbox folder.
 */
// First: the test checkout and a data directory, before anything imports lib/env.
import '../helpers/payment-test-mode';
import { uploadDataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { appointments, contactInfo, outboxMessages, payments } from '@/lib/db/schema';
import { createCallbackRequest } from '@/lib/leads/writes';
import { emailChannel, type Channels, type OutboxRow } from '@/lib/notifications/channels';
import { listOutbox } from '@/lib/notifications/staff-outbox';
import { deliverDue, MAX_ATTEMPTS, retryDelayMs } from '@/lib/notifications/worker';
import { getPaymentProvider } from '@/lib/payments';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import { addDays, indiaToday } from '@/lib/time/india';
import { createOrder, createWorld, orderBody, type World } from '../booking/fixtures';
import { engines, testDbForFile } from '../helpers/db';
import { outboxRows } from '../helpers/outbox';
import { runStaffAction, type StaffActionName } from '../helpers/staff-actions';
import { insertStaffUser } from '../helpers/staff-users';

const provider = () => getPaymentProvider() as SimulatedProvider;

/** Channels that remember what they were given, and can be told to fail. */
function recordingChannels() {
  const delivered: OutboxRow[] = [];
  let failing = false;
  const channel = {
    async deliver(message: OutboxRow) {
      if (failing)
        throw Object.assign(new Error(`SMTP refused ${message.recipient}`), { code: 'EAUTH' });
      delivered.push(message);
    },
  };
  const channels: Channels = { email: channel, sms: channel };
  return { channels, delivered, fail: (on: boolean) => (failing = on) };
}

describe.each(engines)('the outbox on %s', (engine) => {
  const t = testDbForFile(engine);
  const deskUser = { email: 'desk@test.example', name: 'Desk', role: 'front_desk' } as const;
  let deskId: number;
  beforeAll(async () => {
    deskId = await insertStaffUser(t.db, deskUser);
  });
  const day1 = addDays(indiaToday(), 2);
  const day2 = addDays(indiaToday(), 3);
  beforeEach(() => t.db.delete(outboxMessages));

  const desk = (name: StaffActionName, input: Record<string, unknown>) =>
    runStaffAction(t.db, name, { id: deskId, ...deskUser }, input);
  const newWorld = () =>
    createWorld(t.db, [
      { date: day1, minute: 10 * 60 },
      { date: day2, minute: 11 * 60 },
    ]);
  const book = async (world: World) => {
    const order = await createOrder(
      appointmentPurchase,
      t.db,
      provider(),
      orderBody(world, `${day1} 10:00 AM`),
    );
    const result = provider().pay(order.id);
    await confirmCheckout(t.db, provider(), appointmentPurchase, result);
    const [row] = await t.db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(payments, eq(payments.appointmentId, appointments.id))
      .where(eq(payments.providerOrderId, order.id));
    return {
      id: row.id,
      replay: () => confirmCheckout(t.db, provider(), appointmentPurchase, result),
    };
  };
  const messages = () => t.db.select().from(outboxMessages).orderBy(asc(outboxMessages.id));

  it('writes the confirmation and reminders with the booking, once', async () => {
    const booking = await book(await newWorld());
    await booking.replay();
    const rows = await messages();
    expect(rows.map((m) => `${m.topic} ${m.channel} ${m.status}`)).toEqual([
      'appointment.confirmed email pending',
      'appointment.confirmed sms pending',
      'appointment.reminder email pending',
      'appointment.reminder sms pending',
      'appointment.reminder email pending',
      'appointment.reminder sms pending',
    ]);
    expect(rows[0]).toMatchObject({
      recipient: 'patient@example.com',
      subjectType: 'appointment',
      subjectId: booking.id,
    });
    expect(rows[0].attachments[0].content).toContain('BEGIN:VEVENT');
    expect(rows[1].recipient).toBe('9876543210');
  });

  it('delivers what is due, reminders only at their time', async () => {
    await book(await newWorld());
    const { channels, delivered } = recordingChannels();
    expect(await deliverDue(t.db, channels)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(delivered.map((m) => m.topic)).toEqual([
      'appointment.confirmed',
      'appointment.confirmed',
    ]);
    expect(await deliverDue(t.db, channels)).toEqual({ sent: 0, retried: 0, failed: 0 });
    const [reminder] = (await messages()).filter((m) => m.topic === 'appointment.reminder');
    expect(await deliverDue(t.db, channels, reminder.deliverAfter)).toMatchObject({ sent: 2 });
    const sent = (await messages()).filter((m) => m.status === 'sent');
    expect(sent).toHaveLength(4);
    expect(sent.every((m) => m.sentAt && m.attempts === 1)).toBe(true);
  });

  it('retries a failed delivery with back-off, keeps no personal data of it, and gives up at last', async () => {
    await book(await newWorld());
    const { channels, fail } = recordingChannels();
    fail(true);
    let now = new Date();
    expect(await deliverDue(t.db, channels, now)).toEqual({ sent: 0, retried: 2, failed: 0 });
    let [first] = await messages();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error EAUTH' });
    expect(first.deliverAfter.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not again before its time.
    expect(await deliverDue(t.db, channels, now)).toMatchObject({ retried: 0 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      [first] = await messages();
      now = first.deliverAfter;
      await deliverDue(t.db, channels, now);
    }
    [first] = await messages();
    expect(first).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it('delivers each message once when two workers run at the same moment', async () => {
    for (let i = 0; i < 4; i += 1) await book(await newWorld());
    const { channels, delivered } = recordingChannels();
    const results = await Promise.all([
      deliverDue(t.db, channels, new Date(), 3),
      deliverDue(t.db, channels, new Date(), 3),
      deliverDue(t.db, channels, new Date(), 3),
    ]);
    let total = results.reduce((n, r) => n + r.sent, 0);
    while (total < 8) {
      const more = await deliverDue(t.db, channels);
      if (more.sent === 0) break;
      total += more.sent;
    }
    expect(delivered).toHaveLength(8);
    expect(new Set(delivered.map((m) => m.id)).size).toBe(8);
  });

  it("withdraws a cancelled booking's reminders and tells the patient of the refund", async () => {
    const booking = await book(await newWorld());
    await desk('appointmentAction', {
      id: booking.id,
      action: 'cancel',
      reason: 'Doctor called away',
    });
    const rows = await messages();
    expect(
      rows.filter((m) => m.topic === 'appointment.reminder').every((m) => m.status === 'cancelled'),
    ).toBe(true);
    const cancelled = rows.filter((m) => m.topic === 'appointment.cancelled');
    expect(cancelled.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(cancelled[0].bodyText).toContain('Refund: ₹800');
    expect(cancelled[0].bodyText).toContain('Reason: Doctor called away');
    const { channels, delivered } = recordingChannels();
    await deliverDue(t.db, channels, new Date(Date.now() + 10 * 86_400_000));
    expect(delivered.some((m) => m.topic === 'appointment.reminder')).toBe(false);
  });

  it('sends a moved booking its new time and new reminders', async () => {
    const world = await newWorld();
    const booking = await book(world);
    await desk('moveAppointmentAction', {
      id: booking.id,
      slot_id: world.slotIds[`${day2} 11:00 AM`],
    });
    const rows = await messages();
    const live = rows.filter((m) => m.status === 'pending' && m.topic === 'appointment.reminder');
    expect(live).toHaveLength(4);
    const moved = rows.find((m) => m.topic === 'appointment.moved' && m.channel === 'email')!;
    expect(moved.subject).toContain('11:00 AM');
    expect(rows.filter((m) => m.status === 'cancelled')).toHaveLength(4);
  });

  it('lists the messages by status for the admin, who sends a given-up one again', async () => {
    await book(await newWorld());
    const [first] = await messages();
    await t.db
      .update(outboxMessages)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS })
      .where(eq(outboxMessages.id, first.id));
    const failed = await listOutbox(t.db, { status: 'failed' });
    expect(failed.rows.map((r) => r.id)).toEqual([first.id]);
    const page = await listOutbox(t.db, {}, 4);
    expect(page.rows).toHaveLength(4);
    const rest = await listOutbox(t.db, { cursor: page.next! }, 4);
    expect(rest.rows).toHaveLength(2);
    expect(new Set([...page.rows, ...rest.rows].map((r) => r.id)).size).toBe(6);

    const admin = (input: Record<string, unknown>) =>
      runStaffAction(
        t.db,
        'resendMessageAction',
        { id: deskId, email: 'desk@test.example', name: 'Desk', role: 'admin' },
        input,
      );
    expect(await admin({ id: String(first.id) })).toEqual({
      ok: true,
      message: 'The message is queued to be sent again.',
    });
    const [again] = await messages();
    expect(again).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await admin({ id: String(first.id) })).toMatchObject({
      ok: false,
      errors: { id: 'Only a message given up on can be sent again' },
    });
    // The desk may not: the outbox holds every patient's messages.
    await expect(desk('resendMessageAction', { id: String(first.id) })).rejects.toThrow(
      'This role may not send a message again',
    );
  });

  it("tells the desk of a callback request at the contact settings' address", async () => {
    await t.db.insert(contactInfo).values({
      sectionName: 'main',
      title: 'Contact',
      officeAddress: 'Bengaluru',
      appointmentCall: '8000000000',
      emergencyCall: '8000000001',
      whatsapp: '8000000002',
      email: 'desk@saithunga.example',
    });
    const lead = await createCallbackRequest(t.db, {
      patientName: 'Asha',
      contactNumber: '9876543210',
      disease: 'Fever',
      address: 'Bengaluru',
      pageName: 'Cardiology',
    });
    const [row] = await outboxRows(t.db, { subjectType: 'callback', subjectId: lead.id });
    expect(row).toMatchObject({ topic: 'callback.received', recipient: 'desk@saithunga.example' });
  });
});

describe('the e-mail channel without an SMTP server', () => {
  it('writes the message as a standard .eml file in the outbox folder, with its invitation', async () => {
    const message = {
      id: 42,
      topic: 'appointment.confirmed',
      channel: 'email',
      recipient: 'asha@example.com',
      subject: 'Appointment confirmed',
      bodyText: 'Your appointment is confirmed',
      bodyHtml: '<p>Your appointment is confirmed</p>',
      attachments: [
        {
          filename: 'appointment.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
        },
      ],
    } as unknown as OutboxRow;
    await emailChannel().deliver(message);
    const eml = fs.readFileSync(
      path.join(uploadDataDir, 'outbox', '42-appointment-confirmed.eml'),
      'utf8',
    );
    expect(eml).toMatch(/^From: Saithunga Hospital <no-reply@saithunga\.example>$/m);
    expect(eml).toMatch(/^To: asha@example\.com$/m);
    expect(eml).toMatch(/^Subject: Appointment confirmed$/m);
    expect(eml).toContain('Content-Type: text/calendar; charset=utf-8; name=appointment.ics');
    expect(eml).toContain('Content-Type: text/html');
  });
});
