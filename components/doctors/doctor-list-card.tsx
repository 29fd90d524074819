import { DoctorPhoto } from './doctor-photo';
import { Link } from '@/components/ui/link';
import { formatQualification } from '@/lib/doctors/format';
import type { DoctorCardData } from '@/lib/doctors/types';
import { BookingToggle } from './booking-toggle';
import { DoctorFacts } from './doctor-facts';
import doctorName from './doctor-name.module.css';
import styles from './doctor-list-card.module.css';

/** A doctor on /doctors: photo, name, degrees, specialities, experience, region, fee, actions. */
export function DoctorListCard({
  doctor,
  priority = false,
}: {
  doctor: DoctorCardData;
  priority?: boolean;
}) {
  const profileHref = `/docprofile/${doctor.slug}`;
  const headingId = `doctor-${doctor.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="doctor-card">
      <DoctorPhoto
        src={doctor.image}
        name={doctor.name}
        width={112}
        height={112}
        className={styles.photo}
        loading={priority ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <h2 id={headingId} className={`${doctorName.name} ${styles.name}`}>
          <Link href={profileHref}>{doctor.name}</Link>
        </h2>
        {doctor.qualifications.length > 0 ? (
          <p className={styles.degrees}>
            {doctor.qualifications.map(formatQualification).join(', ')}
          </p>
        ) : null}
        <p className={styles.specialities}>{doctor.specialities.join(', ')}</p>
        <DoctorFacts
          doctor={doctor}
          experience={(years) => <>{years} years experience</>}
          iconSize={16}
          classes={{ list: styles.facts, fee: styles.fee }}
        />
      </div>
      <BookingToggle doctorId={doctor.id} doctorName={doctor.name}>
        <Link href={profileHref} className="btn btn-outline btn-sm">
          View Profile<span className="visually-hidden"> of {doctor.name}</span>
        </Link>
      </BookingToggle>
    </article>
  );
}
