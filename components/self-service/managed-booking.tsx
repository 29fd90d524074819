import { FactRows } from '@/components/booking/fact-rows';
import { CloseRecord } from './close-record';
import { RecordSection } from './record-section';
import { refundFact } from './refund-fact';
import formStyles from '@/components/forms/forms.module.css';
import { longDate } from '@/lib/booking/labels';
import { formatInr } from '@/lib/money';
import type { ManagedBooking as Booking } from '@/lib/self-service/booking';
import { TOO_LATE_TO_MOVE } from '@/lib/self-service/booking-changes';
import type { OpenedBy } from '@/lib/self-service/guard';
import type { ActionState } from '@/lib/staff/action';
import { toDdMmYyyy } from '@/lib/time/india';
import { CancelBooking } from './cancel-booking';
import { RescheduleBooking } from './reschedule-booking';
import styles from './self-service.module.css';

type Props = {
  booking: Booking & { openedBy?: OpenedBy };
  cancel: (previous: ActionState, form: FormData) => Promise<ActionState>;
  reschedule: (slotId: number) => Promise<ActionState>;
  leave: () => Promise<void>;
};

/** A patient's own booking, opened by the one-time code or her account: its facts, and moving or cancelling it. */
export function ManagedBooking({ booking, cancel, reschedule, leave }: Props) {
  const date = toDdMmYyyy(booking.date);
  return (
    <>
      <RecordSection
        id="booking-title"
        title={<>Booking {booking.reference}</>}
        badge={booking.statusLabel}
      >
        <FactRows
          className={styles.facts}
          facts={[
            { label: 'Doctor', value: booking.doctorName },
            { label: 'Date', value: longDate(date) },
            { label: 'Time', value: booking.time },
            {
              label: 'Branch',
              value: (
                <>
                  {booking.branchName}
                  {booking.branchAddress ? `, ${booking.branchAddress}` : ''}
                </>
              ),
            },
            { label: 'Fee paid', value: formatInr(booking.amountPaise) },
            booking.cancelReason ? { label: 'Reason', value: booking.cancelReason } : null,
            refundFact(booking.refund),
          ]}
        />
      </RecordSection>
      {booking.changeable ? (
        <>
          {booking.doctorOnLeave ? (
            <p role="alert" className={`${formStyles.card} ${styles.refused}`}>
              {booking.doctorName} is not available on {date}. Please move your appointment to
              another time, or cancel it: the full fee is refunded.
            </p>
          ) : null}
          <RecordSection id="move-title" title="Change the time">
            {booking.movable ? (
              <>
                <p className={styles.intro}>
                  Choose another free time with {booking.doctorName}. Your fee stays as paid, and
                  your present time ({date}, {booking.time}) is given up once the new one is
                  confirmed. Moving is possible up to 4 hours before the appointment.
                </p>
                <RescheduleBooking
                  key={`${booking.date} ${booking.time}`}
                  doctorId={booking.doctorId}
                  doctorName={booking.doctorName}
                  mode={booking.mode}
                  reschedule={reschedule}
                />
              </>
            ) : (
              <p>{TOO_LATE_TO_MOVE}</p>
            )}
          </RecordSection>
          <RecordSection id="cancel-title" title="Cancel the appointment">
            <CancelBooking
              refund={booking.refundIfCancelled}
              feeLabel={formatInr(booking.amountPaise)}
              cancel={cancel}
            />
          </RecordSection>
        </>
      ) : null}
      <CloseRecord leave={leave} noun="booking" openedBy={booking.openedBy} />
    </>
  );
}
