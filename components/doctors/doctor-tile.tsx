import { DoctorPhoto } from './doctor-photo';
import { Link } from '@/components/ui/link';
import { telHref } from '@/components/ui/contact-links';
import { BriefcaseIcon, StarIcon } from '@/components/ui/content-icons';
import { PhoneIcon } from '@/components/ui/icons';
import { firstQualification } from '@/lib/doctors/format';
import type { DoctorCardData } from '@/lib/doctors/types';
import { SpecialityChips } from './speciality-chips';
import edgeCard from '@/components/ui/edge-card.module.css';
import doctorName from './doctor-name.module.css';
import styles from './doctor-tile.module.css';

/**
 * The doctor card of department and treatment pages: photo, name, first qualification,
 * 'Free Consultation', rating (or the word 'Rating'), '{n}+yrs', speciality chips with the
 * region, 'Contact' (dials the doctor) and 'Book Appointment' (the profile).
 */
export function DoctorTile({ doctor }: { doctor: DoctorCardData }) {
  const profileHref = `/docprofile/${doctor.slug}`;
  const qualification = firstQualification(doctor.qualifications);
  return (
    <article
      className={`${edgeCard.card} ${edgeCard.lift}`}
      aria-labelledby={`tile-${doctor.id}`}
      data-testid="doctor-tile"
    >
      <div className={styles.media}>
        <DoctorPhoto
          src={doctor.image}
          name={doctor.name}
          width={320}
          height={240}
          className={styles.photo}
        />
        <span className={styles.free}>Free Consultation</span>
      </div>
      <div className={styles.body}>
        <h3 id={`tile-${doctor.id}`} className={`${doctorName.name} ${styles.name}`}>
          <Link href={profileHref}>{doctor.name}</Link>
        </h3>
        {qualification ? <p className={styles.qualification}>{qualification}</p> : null}
        <p className={styles.stats}>
          <span className={styles.rating}>
            <StarIcon size={15} />
            {doctor.rating === null ? (
              'Rating'
            ) : (
              <>
                {doctor.rating.toFixed(1)}
                <span className="visually-hidden"> out of 5</span>
              </>
            )}
          </span>
          <span className={styles.experience}>
            <BriefcaseIcon size={15} />
            {doctor.experienceYears}+yrs
            <span className="visually-hidden"> experience</span>
          </span>
        </p>
        <SpecialityChips specialities={doctor.specialities} region={doctor.region} />
        <div className={styles.actions}>
          <a href={telHref(doctor.phone)} className="btn btn-outline btn-sm">
            <PhoneIcon size={16} />
            Contact<span className="visually-hidden"> {doctor.name}</span>
          </a>
          <Link href={profileHref} className="btn btn-primary btn-sm">
            Book Appointment<span className="visually-hidden"> with {doctor.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
