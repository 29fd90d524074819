import 'server-only';
import ical from 'ical-generator';
import { formatInr } from '@/lib/money';
import type { MessageDraft } from './outbox';
import { clip, email, HOSPITAL, refundFact, refundInBrief } from './message-layout';

/** A booking's messages: confirmed, moved, reminded, cancelled; and its calendar invitation. */

/** What the appointment messages say. */
export type AppointmentNotice = {
  id: number;
  reference: string;
  patientName: string;
  email: string;
  phone: string;
  doctorName: string;
  branchName: string;
  branchAddress: string;
  /** '15/03/2030' and '10:30 AM', as the booking shows them. */
  dateLabel: string;
  timeLabel: string;
  /** The appointment's start (India time, as an instant). */
  startsAt: Date;
  amountPaise: number;
  /** The page where the patient changes or cancels the booking (the reference filled in). */
  manageUrl: string;
};

const APPOINTMENT_MINUTES = 30;

export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The booking as an RFC 5545 invitation: UTC times, right in every reader's time zone. */
export function appointmentInvite(notice: AppointmentNotice, now: Date): string {
  const calendar = ical({ name: HOSPITAL, prodId: { company: HOSPITAL, product: 'Appointments' } });
  calendar.createEvent({
    id: `${notice.reference}@saithunga`,
    stamp: now,
    start: notice.startsAt,
    end: new Date(notice.startsAt.getTime() + APPOINTMENT_MINUTES * 60_000),
    summary: `Consultation with ${notice.doctorName}`,
    location: `${HOSPITAL}, ${notice.branchName}${notice.branchAddress ? `, ${notice.branchAddress}` : ''}`,
    description: `Booking ${notice.reference}. Please arrive 15 minutes early with this reference.`,
  });
  return calendar.toString();
}

function appointmentFacts(notice: AppointmentNotice): [string, string][] {
  return [
    ['Booking reference', notice.reference],
    ['Doctor', notice.doctorName],
    ['Date', notice.dateLabel],
    ['Time', notice.timeLabel],
    ['Branch', notice.branchName],
    ...(notice.branchAddress
      ? ([
          ['Address', notice.branchAddress],
          ['Map', mapLink(notice.branchAddress)],
        ] as [string, string][])
      : []),
    ['Fee paid', formatInr(notice.amountPaise)],
  ];
}

const manageLine = (notice: AppointmentNotice) =>
  `To move or cancel the appointment: ${notice.manageUrl}`;

const smsWhen = (n: AppointmentNotice) => `${n.dateLabel} ${n.timeLabel}`;

/**
 * The confirmation (e-mail with the invitation, and SMS) and the two reminders still ahead; for a
 * booking the hospital moved, the same with the new time (the invitation keeps its UID, so a
 * calendar updates the entry it has).
 */
export function appointmentConfirmed(
  notice: AppointmentNotice,
  now: Date,
  moved = false,
): MessageDraft[] {
  const topic = moved ? 'appointment.moved' : 'appointment.confirmed';
  const drafts: MessageDraft[] = [
    {
      topic,
      channel: 'email',
      recipient: notice.email,
      ...email({
        subject: `Appointment ${moved ? 'moved' : 'confirmed'}: ${notice.doctorName}, ${notice.dateLabel} ${notice.timeLabel}`,
        heading: moved ? 'Your appointment has a new time' : 'Your appointment is confirmed',
        intro: moved
          ? `Dear ${notice.patientName}, your appointment has been moved to the time below.`
          : `Dear ${notice.patientName}, thank you for booking with ${HOSPITAL}.`,
        facts: appointmentFacts(notice),
        closing: [
          'The attached invitation adds the appointment to your calendar.',
          'Please arrive 15 minutes early and bring this booking reference.',
          manageLine(notice),
        ],
      }),
      attachments: [
        {
          filename: `appointment-${notice.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8',
          content: appointmentInvite(notice, now),
        },
      ],
    },
    {
      topic,
      channel: 'sms',
      recipient: notice.phone,
      text: `${HOSPITAL}: booking ${notice.reference} ${moved ? 'moved' : 'confirmed'} with ${clip(notice.doctorName, 40)} on ${smsWhen(notice)}, ${clip(notice.branchName, 30)}.`,
    },
  ];
  for (const hours of [24, 2]) {
    const at = new Date(notice.startsAt.getTime() - hours * 3_600_000);
    if (at <= now) continue;
    const when = hours === 24 ? 'tomorrow' : 'in 2 hours';
    drafts.push(
      {
        topic: 'appointment.reminder',
        channel: 'email',
        recipient: notice.email,
        deliverAfter: at,
        ...email({
          subject: `Reminder: ${notice.doctorName} ${when}, ${notice.timeLabel}`,
          heading: `Your appointment is ${when}`,
          intro: `Dear ${notice.patientName}, this is a reminder of your appointment.`,
          facts: appointmentFacts(notice),
          closing: [
            'Please arrive 15 minutes early and bring this booking reference.',
            manageLine(notice),
          ],
        }),
      },
      {
        topic: 'appointment.reminder',
        channel: 'sms',
        recipient: notice.phone,
        deliverAfter: at,
        text: `${HOSPITAL} reminder: ${clip(notice.doctorName, 40)} on ${smsWhen(notice)}, ${clip(notice.branchName, 30)}. Ref ${notice.reference}.`,
      },
    );
  }
  return drafts;
}

/** The hospital cancelled a booking: what was refunded, and why. */
export function appointmentCancelled(
  notice: AppointmentNotice,
  refundedPaise: number,
  reason: string,
): MessageDraft[] {
  return [
    {
      topic: 'appointment.cancelled',
      channel: 'email',
      recipient: notice.email,
      ...email({
        subject: `Appointment cancelled: ${notice.reference}`,
        heading: 'Your appointment is cancelled',
        intro: `Dear ${notice.patientName}, your appointment below is cancelled.`,
        facts: [
          ...appointmentFacts(notice),
          refundFact(refundedPaise),
          ...(reason ? ([['Reason', reason]] as [string, string][]) : []),
        ],
        closing: ['To book another time, visit our website or call the hospital.'],
      }),
    },
    {
      topic: 'appointment.cancelled',
      channel: 'sms',
      recipient: notice.phone,
      text: `${HOSPITAL}: booking ${notice.reference} on ${smsWhen(notice)} is cancelled, ${refundInBrief(refundedPaise)}.`,
    },
  ];
}

/** The reminders a cancelled or moved booking withdraws. */
export const APPOINTMENT_REMINDERS = ['appointment.reminder'];
