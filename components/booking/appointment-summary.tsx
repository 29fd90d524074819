import { SiteImage } from '@/components/ui/site-image';
import { longDate, withDoctorTitle } from '@/lib/booking/labels';
import type { AppointmentSelection } from '@/lib/booking/selection';
import type { BookableDoctor } from '@/lib/booking/reads';
import { normaliseRegion } from '@/lib/doctors/display';
import { CONSULT_MODE_LABELS } from '@/lib/consult/modes';
import { formatRupees } from '@/lib/money';
import { FactRows } from './fact-rows';
import styles from './appointment-checkout.module.css';

type Props = { doctor: BookableDoctor; selection: AppointmentSelection };

/**
 * The summary card: doctor, date, time, region or video, and the final price (the fee of the
 * chosen mode; the server prices the booking again).
 */
export function AppointmentSummary({ doctor, selection }: Props) {
  const video = selection.mode === 'video';
  const fee = video ? doctor.video_price_paise : doctor.price_paise;
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        Appointment summary
      </h2>
      <div className={styles.doctor}>
        <SiteImage
          src={doctor.doctor_image}
          alt=""
          width={72}
          height={72}
          className={styles.photo}
        />
        <div>
          <p className={styles.doctorName}>{withDoctorTitle(doctor.name)}</p>
          {doctor.speciality.length > 0 ? (
            <p className={styles.muted}>{doctor.speciality.join(', ')}</p>
          ) : null}
        </div>
      </div>
      <FactRows
        className={styles.facts}
        facts={[
          {
            label: 'Date',
            value: (
              <time dateTime={selection.date.split('/').reverse().join('-')}>
                {longDate(selection.date)}
              </time>
            ),
          },
          { label: 'Time', value: selection.time },
          video
            ? { label: 'Consultation', value: CONSULT_MODE_LABELS.video }
            : { label: 'Region', value: normaliseRegion(doctor.region) },
          {
            label: 'Final price',
            value: fee === null ? 'Not offered' : <>Rs. {formatRupees(fee)}</>,
            className: styles.price,
          },
        ]}
      />
    </section>
  );
}
