'use client';

import { DoctorPhoto } from './doctor-photo';
import { Link } from '@/components/ui/link';
import { BookingToggle } from './booking-toggle';
import { DoctorFacts } from './doctor-facts';
import type { DoctorListItem } from './list-card-data';
import doctorName from './doctor-name.module.css';
import styles from './doctor-list-card.module.css';

/**
 * A doctor on /doctors: photo, name, degrees, specialities, experience, region, fee, actions.
 * A client component fed with its few fields (./list-card-data.ts), as the pharmacy's cards are
 * (docs/decisions/client-cards.md): the page's payload then carries about 350 bytes per doctor
 * instead of the card's rendered elements (1.9 kB each, 48 doctors).
 */
export function DoctorListCard({
  doctor,
  priority = false,
}: {
  doctor: DoctorListItem;
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
        {doctor.degrees ? <p className={styles.degrees}>{doctor.degrees}</p> : null}
        <p className={styles.specialities}>{doctor.specialities}</p>
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
