import { DoctorPhoto } from '@/components/doctors/doctor-photo';
import { telHref } from '@/components/ui/contact-links';
import { PhoneIcon } from '@/components/ui/icons';
import { formatQualification } from '@/lib/doctors/format';
import { DoctorFacts } from '@/components/doctors/doctor-facts';
import { BookAppointmentLink } from './profile-booking';
import type { ProfileProps } from './profile-details';
import styles from './profile.module.css';

/** The profile's head card: photo, name, degrees, specialities, experience, region, fee, actions. */
export function ProfileHero({ doctor, displayName }: ProfileProps) {
  return (
    <section className={styles.heroCard} aria-labelledby="doctor-name">
      <DoctorPhoto
        src={doctor.image}
        name={displayName}
        width={220}
        height={220}
        loading="eager"
        fetchPriority="high"
        className={styles.photo}
      />
      <div className={styles.heroBody}>
        <h1 id="doctor-name" className={styles.name}>
          {displayName}
        </h1>
        {doctor.qualifications.length > 0 ? (
          <ul role="list" className={styles.degrees} aria-label="Degrees">
            {doctor.qualifications.map((q) => (
              <li key={`${q.degree}-${q.year ?? ''}`}>{formatQualification(q)}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.specialities}>{doctor.specialities.join(', ')}</p>
        <DoctorFacts
          doctor={doctor}
          experience={(years) => <>{years} year&apos;s Experience overall</>}
          iconSize={18}
          classes={{ list: styles.facts, fee: styles.fee }}
        />
        <div className={styles.heroActions}>
          <a href={telHref(doctor.phone)} className="btn btn-outline">
            <PhoneIcon size={18} />
            Call Us: {doctor.phone}
          </a>
          <BookAppointmentLink />
        </div>
        {doctor.expertise.length > 0 ? (
          <div className={styles.expertise}>
            <h2 className={styles.expertiseTitle}>Expertise</h2>
            <ul role="list" className={styles.expertiseList}>
              {doctor.expertise.map((item) => (
                <li key={item} className="chip">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
