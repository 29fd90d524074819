/**
 * The messages themselves (issue 16): hostile names stay text in the HTML part, every SMS fits one
 * message with the longest values the forms accept, and the invitation's time is the slot's India
 * time as an instant, whatever the server's or the reader's time zone.
 */
import {
  appointmentCancelled,
  appointmentConfirmed,
  appointmentInvite,
  type AppointmentNotice,
} from '@/lib/notifications/appointment-messages';
import {
  callbackForDesk,
  orderPlaced,
  orderStatusChanged,
  type OrderNotice,
} from '@/lib/notifications/order-messages';
import { accessCodeMessages, paymentRefunded } from '@/lib/notifications/access-messages';
import { SMS_MAX } from '@/lib/notifications/message-layout';
import { appointmentStart } from '@/lib/notifications/appointment-notice';

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>';
const NOW = new Date('2030-03-15T04:30:00Z');

const notice = (extra: Partial<AppointmentNotice> = {}): AppointmentNotice => ({
  id: 1,
  reference: 'SMH-ABCDEFGHJK',
  patientName: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  doctorName: 'Dr. Meera Iyer',
  branchName: 'Indiranagar',
  branchAddress: '100 Feet Road, Indiranagar, Bengaluru 560038',
  dateLabel: '16/03/2030',
  timeLabel: '12:30 PM',
  startsAt: appointmentStart('2030-03-16', '12:30 PM'),
  amountPaise: 80_000,
  manageUrl: 'https://saithunga.example/appointment/manage?reference=SMH-ABCDEFGHJK',
  joinUrl: null,
  ...extra,
});

const order = (extra: Partial<OrderNotice> = {}): OrderNotice => ({
  id: 1,
  reference: 'SPH-ABCDEFGHJK',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  totalPaise: 45_050,
  statusLabel: 'Awaiting prescription check',
  note: '',
  lines: [{ name: 'Dolo 650 mg Tablet', quantity: 2 }],
  awaitingPrescription: true,
  refundedPaise: 0,
  trackUrl: 'https://saithunga.example/pharmacy/order?reference=SPH-ABCDEFGHJK',
  ...extra,
});

describe('message templates', () => {
  const everyDraft = (n: AppointmentNotice, o: OrderNotice) => [
    ...appointmentConfirmed(n, NOW),
    ...appointmentConfirmed(n, NOW, true),
    ...appointmentCancelled(n, 80_000, HOSTILE),
    ...orderPlaced(o),
    ...orderStatusChanged(o),
    ...callbackForDesk('desk@saithunga.example', { id: 7, name: HOSTILE, phone: '9876543210' }),
    ...accessCodeMessages('appointment', n, '123456', 10),
    ...accessCodeMessages('pharmacy_order', o, '654321', 10),
    ...paymentRefunded(
      { name: o.name, email: o.email, phone: o.phone },
      o.totalPaise,
      'you paid twice for the same purchase, so we have returned the second payment in full.',
    ),
  ];

  it('keep HTML in names, reasons and notes as text', () => {
    const drafts = everyDraft(
      notice({ patientName: HOSTILE, doctorName: HOSTILE, branchName: HOSTILE }),
      order({ name: HOSTILE, note: HOSTILE, lines: [{ name: HOSTILE, quantity: 1 }] }),
    );
    for (const draft of drafts.filter((d) => d.html)) {
      expect(draft.html).not.toMatch(/<script|<img/i);
      // A code message names no person: it carries only the reference and the code.
      if (draft.topic !== 'access.code') expect(draft.html).toContain('&lt;script&gt;');
    }
  });

  it('fit every SMS in one message with the longest values the forms accept', () => {
    const long = 'W'.repeat(120);
    const longOrder = order({
      name: long,
      statusLabel: 'Awaiting prescription check',
      totalPaise: 9_999_999_99,
    });
    const drafts = [
      ...everyDraft(
        notice({ doctorName: `Dr. ${long}`, branchName: long, patientName: long }),
        longOrder,
      ),
      // A video consultation's messages carry the room's link.
      ...everyDraft(
        notice({
          doctorName: `Dr. ${long}`,
          joinUrl: 'https://www.saithunga-hospital.example/consult/SMH-ABCDEFGHJK',
        }),
        longOrder,
      ),
    ];
    const sms = drafts.filter((d) => d.channel === 'sms');
    expect(sms.length).toBeGreaterThan(5);
    for (const draft of sms) expect(draft.text.length).toBeLessThanOrEqual(SMS_MAX);
  });

  it('send the reminders 24 and 2 hours before, and none already past', () => {
    const reminders = (now: Date) =>
      appointmentConfirmed(notice(), now)
        .filter((d) => d.topic === 'appointment.reminder')
        .map((d) => d.deliverAfter?.toISOString());
    expect(reminders(NOW)).toEqual([
      '2030-03-15T07:00:00.000Z',
      '2030-03-15T07:00:00.000Z',
      '2030-03-16T05:00:00.000Z',
      '2030-03-16T05:00:00.000Z',
    ]);
    // Booked 3 hours before: only the 2-hour reminder is still ahead.
    expect(new Set(reminders(new Date('2030-03-16T04:00:00Z')))).toEqual(
      new Set(['2030-03-16T05:00:00.000Z']),
    );
  });

  it('put the confirmation’s invitation and the branch’s map link in the e-mail', () => {
    const [mail] = appointmentConfirmed(notice(), NOW);
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'appointment-SMH-ABCDEFGHJK.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(mail.text).toContain(
      'Map: https://www.google.com/maps/search/?api=1&query=100%20Feet%20Road%2C%20Indiranagar%2C%20Bengaluru%20560038',
    );
    expect(mail.text).toContain('Fee paid: ₹800');
    expect(mail.text).toContain(
      'To move or cancel the appointment: https://saithunga.example/appointment/manage?reference=SMH-ABCDEFGHJK',
    );
  });

  it('give a video consultation the join link in the e-mail, the SMS, the reminders and the invitation, and no branch', () => {
    const joinUrl = 'https://saithunga.example/consult/SMH-ABCDEFGHJK';
    const drafts = appointmentConfirmed(notice({ joinUrl }), NOW);
    const [mail, sms] = drafts;
    expect(mail.text).toContain(`Join link: ${joinUrl}`);
    expect(mail.text).toContain('Consultation: Video consultation');
    expect(mail.text).not.toContain('Map:');
    expect(mail.text).not.toContain('arrive 15 minutes early');
    expect(sms.text).toContain(`Join: ${joinUrl}`);
    for (const reminder of drafts.filter((d) => d.topic === 'appointment.reminder')) {
      expect(reminder.text).toContain(joinUrl);
    }
    expect(appointmentInvite(notice({ joinUrl }), NOW)).toContain(`LOCATION:${joinUrl}`);
    // An in-clinic booking says nothing of a room.
    expect(appointmentConfirmed(notice(), NOW)[0].text).not.toContain('/consult/');
  });

  it('send the one-time code by SMS and e-mail, and link order messages to the tracking page', () => {
    const [sms, mail] = accessCodeMessages('appointment', notice(), '042137', 10);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '9876543210', topic: 'access.code' });
    expect(sms.text).toMatch(/^042137 is your Saithunga Hospital code/);
    expect(mail.subject).toBe('Your code for booking SMH-ABCDEFGHJK: 042137');
    const [cancelledMail, cancelledSms] = orderStatusChanged(
      order({ statusLabel: 'Cancelled', refundedPaise: 45_050 }),
    );
    expect(cancelledMail.text).toContain('Refund: ₹450.50, to the card or account you paid with');
    expect(cancelledSms.text).toContain('₹450.50 refunded.');
    expect(orderPlaced(order())[0].text).toContain(
      'Follow your order: https://saithunga.example/pharmacy/order?reference=SPH-ABCDEFGHJK',
    );
  });
});

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata'])('the invitation with TZ=%s', (tz) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('starts at 12:30 PM India time, written in UTC so every calendar shows it right', () => {
    const start = appointmentStart('2030-03-16', '12:30 PM');
    expect(start.toISOString()).toBe('2030-03-16T07:00:00.000Z');
    const ics = appointmentInvite(notice({ startsAt: start }), NOW);
    expect(ics).toContain('DTSTART:20300316T070000Z');
    expect(ics).toContain('DTEND:20300316T073000Z');
    expect(ics).toContain('UID:SMH-ABCDEFGHJK@saithunga');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
  });
});
