import type { Metadata } from 'next';
import { RecordMessages } from '@/components/staff/record-messages';
import { messagesAbout } from '@/lib/notifications/staff-outbox';
import { Facts } from '@/components/staff/facts';
import { Link } from '@/components/ui/link';
import {
  appointmentAction,
  moveAppointmentAction,
  retryAppointmentRefundAction,
} from '@/app/staff/(console)/actions';
import { StatusBadge } from '@/components/staff/list-parts';
import { RefundBadge } from '@/components/staff/refund-badge';
import { ChoiceField } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import {
  APPOINTMENT_ACTION_LABELS,
  appointmentActionsFor,
  visitTiming,
  CANCEL_REASON_MAX,
  visitLabel,
} from '@/lib/booking/attendance';
import { getAppointmentDetail } from '@/lib/booking/staff-appointments';
import { getDb } from '@/lib/db';
import { getDoctorSchedule } from '@/lib/doctors/schedule-reads';
import { formatInr } from '@/lib/money';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { toDdMmYyyy } from '@/lib/time/india';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Appointment' };

export default async function AppointmentPage({ params }: RecordPageProps) {
  const booking = await requireRecord('appointments', params, getAppointmentDetail);
  const db = await getDb();
  const actions = appointmentActionsFor(
    booking,
    visitTiming(booking.slotDate, booking.slotTime, new Date()),
  );
  // Free times of the same doctor (leave days are not in the schedule), while it can be moved.
  const schedule = actions.includes('cancel')
    ? await getDoctorSchedule(db, booking.doctorId, new Date(), { staff: true })
    : null;
  const freeSlots = (schedule ?? []).flatMap((day) =>
    (['morning', 'afternoon', 'evening'] as const).flatMap((period) =>
      day[period]
        .filter((slot) => !slot.isBooked)
        .map((slot) => ({ value: slot._id, label: `${day.date}, ${slot.time}` })),
    ),
  );
  return (
    <>
      <Link
        href={`/staff/appointments?date=${booking.slotDate}&doctor=${booking.doctorId}`}
        className={styles.back}
      >
        ← Day sheet of {toDdMmYyyy(booking.slotDate)}
      </Link>
      <h1 className={styles.title}>Appointment {booking.reference}</h1>
      <section className={styles.panel} aria-label="Booking">
        <Facts
          facts={[
            {
              term: 'Status',
              detail: (
                <>
                  <StatusBadge label={visitLabel(booking)} tone="plain" />
                  {booking.cancelReason ? ` ${booking.cancelReason}` : ''}
                </>
              ),
            },
            { term: 'When', detail: `${toDdMmYyyy(booking.slotDate)}, ${booking.slotTime}` },
            { term: 'Doctor', detail: booking.doctorName },
            { term: 'Branch', detail: booking.branchName ?? '' },
            {
              term: 'Patient',
              detail: `${booking.patientName}, ${booking.age}, ${booking.gender}`,
            },
            { term: 'Phone', detail: booking.phone },
            { term: 'E-mail', detail: booking.email },
            { term: 'Complaint', detail: booking.disease },
            {
              term: 'Paid',
              detail: `${formatInr(booking.amountPaise)}${booking.payment?.providerPaymentId ? ` (${booking.payment.providerPaymentId})` : ''}`,
            },
            { term: 'Booked', detail: formatIndiaDateTime(booking.createdAt) },
          ]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="appt-work">
        <h2 id="appt-work" className={styles.subtitle}>
          What to do
        </h2>
        {booking.refund ? <RefundBadge refund={booking.refund} /> : null}
        <div className={styles.actions}>
          {actions
            .filter((a) => a !== 'cancel')
            .map((a) => (
              <StaffForm
                key={a}
                action={appointmentAction}
                submit={APPOINTMENT_ACTION_LABELS[a]}
                inline
              >
                <input type="hidden" name="id" value={booking.id} />
                <input type="hidden" name="action" value={a} />
              </StaffForm>
            ))}
        </div>
        {freeSlots.length > 0 ? (
          <details>
            <summary>Move to another time…</summary>
            <StaffForm action={moveAppointmentAction} submit="Move appointment">
              <input type="hidden" name="id" value={booking.id} />
              <ChoiceField
                id="appt-slot"
                spec={{
                  name: 'slot_id',
                  label: `Free times of ${booking.doctorName}`,
                  prompt: 'Choose a time',
                }}
                options={freeSlots}
              />
            </StaffForm>
          </details>
        ) : null}
        {actions.includes('cancel') ? (
          <details>
            <summary>Cancel this appointment for the hospital…</summary>
            <StaffForm action={appointmentAction} submit="Cancel and refund" danger>
              <input type="hidden" name="id" value={booking.id} />
              <input type="hidden" name="action" value="cancel" />
              <div className={styles.field}>
                <label htmlFor="appt-reason">
                  Reason (the full {formatInr(booking.amountPaise)} is refunded and the slot freed)
                </label>
                <textarea id="appt-reason" name="reason" rows={3} maxLength={CANCEL_REASON_MAX} />
              </div>
            </StaffForm>
          </details>
        ) : null}
        {booking.refund && booking.refund.status !== 'processed' ? (
          <StaffForm action={retryAppointmentRefundAction} submit="Retry refund">
            <input type="hidden" name="id" value={booking.id} />
          </StaffForm>
        ) : null}
        {actions.length === 0 && !booking.refund ? (
          <p>Nothing more to do for this booking.</p>
        ) : null}
      </section>
      <RecordMessages
        messages={await messagesAbout(db, { type: 'appointment', id: booking.id })}
        to="patient"
      />
    </>
  );
}
