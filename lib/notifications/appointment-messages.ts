import 'server-only';
import ical from 'ical-generator';
import { ROOM_OPENS_MINUTES_BEFORE } from '@/lib/consult/links';
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
  /** A video consultation's room (absolute URL of consultHref, issue 47); null in the clinic. */
  joinUrl: string | null;
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
    summary: `${notice.joinUrl ? 'Video consultation' : 'Consultation'} with ${notice.doctorName}`,
    location: notice.joinUrl
      ? notice.joinUrl
      : `${HOSPITAL}, ${notice.branchName}${notice.branchAddress ? `, ${notice.branchAddress}` : ''}`,
    description: notice.joinUrl
      ? `Booking ${notice.reference}. Join the video consultation at ${notice.joinUrl}`
      : `Booking ${notice.reference}. Please arrive 15 minutes early with this reference.`,
  });
  return calendar.toString();
}

function appointmentFacts(notice: AppointmentNotice): [string, string][] {
  const head: [string, string][] = [
    ['Booking reference', notice.reference],
    ['Doctor', notice.doctorName],
    ['Date', notice.dateLabel],
    ['Time', notice.timeLabel],
  ];
  if (notice.joinUrl) {
    return [
      ...head,
      ['Consultation', 'Video consultation'],
      ['Join link', notice.joinUrl],
      ['Fee paid', formatInr(notice.amountPaise)],
    ];
  }
  return [
    ...head,
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

/** What the patient does before the time: come early, or join the room when it opens. */
const beforeLine = (n: AppointmentNotice) =>
  n.joinUrl
    ? `Join the video consultation at ${n.joinUrl} (it opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the time; nothing is recorded).`
    : 'Please arrive 15 minutes early and bring this booking reference.';

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
          beforeLine(notice),
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
      // A video consultation's SMS carries the room's link (which names the booking) instead of
      // the doctor and branch, to stay one message.
      text: notice.joinUrl
        ? `${HOSPITAL}: video consultation ${moved ? 'moved to' : 'confirmed for'} ${smsWhen(notice)}. Join: ${notice.joinUrl}`
        : `${HOSPITAL}: booking ${notice.reference} ${moved ? 'moved' : 'confirmed'} with ${clip(notice.doctorName, 40)} on ${smsWhen(notice)}, ${clip(notice.branchName, 30)}.`,
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
          closing: [beforeLine(notice), manageLine(notice)],
        }),
      },
      {
        topic: 'appointment.reminder',
        channel: 'sms',
        recipient: notice.phone,
        deliverAfter: at,
        text: notice.joinUrl
          ? `${HOSPITAL} reminder: video consultation ${smsWhen(notice)}. Join: ${notice.joinUrl}`
          : `${HOSPITAL} reminder: ${clip(notice.doctorName, 40)} on ${smsWhen(notice)}, ${clip(notice.branchName, 30)}. Ref ${notice.reference}.`,
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
