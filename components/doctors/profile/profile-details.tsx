import { StarIcon } from '@/components/ui/content-icons';
import { formatQualification } from '@/lib/doctors/format';
import type { DoctorProfileData } from '@/lib/doctors/types';
import styles from './profile.module.css';

type Props = { doctor: DoctorProfileData; displayName: string };

/** About, Qualification, Membership, best known for, top treatments and patient reviews. */
export function ProfileDetails({ doctor, displayName }: Props) {
  return (
    <div className={styles.details}>
      <section aria-labelledby="about" className={styles.block}>
        <h2 id="about" className={styles.blockTitle}>
          About
        </h2>
        <p>
          {doctor.about ||
            `${displayName} is a consultant in ${doctor.departmentName} at Saithunga.`}
        </p>
      </section>

      <section aria-labelledby="qualification" className={styles.block}>
        <h2 id="qualification" className={styles.blockTitle}>
          Qualification
        </h2>
        {doctor.qualifications.length > 0 ? (
          <ul className={styles.bullets}>
            {doctor.qualifications.map((q) => (
              <li key={`${q.degree}-${q.year ?? ''}`}>{formatQualification(q)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Not listed yet.</p>
        )}
      </section>

      {doctor.membership ? (
        <section aria-labelledby="membership" className={styles.block}>
          <h2 id="membership" className={styles.blockTitle}>
            Membership
          </h2>
          <ul className={styles.bullets}>
            {doctor.membership
              .split(';')
              .map((m) => m.trim())
              .filter(Boolean)
              .map((m) => (
                <li key={m}>{m}</li>
              ))}
          </ul>
        </section>
      ) : null}

      {doctor.bestKnownFor.length > 0 ? (
        <section aria-labelledby="best-known" className={styles.block}>
          <h2 id="best-known" className={styles.blockTitle}>
            {displayName} is Best known for
          </h2>
          <ul className={styles.bullets}>
            {doctor.bestKnownFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {doctor.topTreatments.length > 0 ? (
        <section aria-labelledby="top-treatments" className={styles.block}>
          <h2 id="top-treatments" className={styles.blockTitle}>
            Top Treatments By {displayName}
          </h2>
          {/* Shown as buttons in the original design but not interactive: plain labels here. */}
          <ul role="list" className={styles.treatments}>
            {doctor.topTreatments.map((item) => (
              <li key={item} className={styles.treatment}>
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="reviews" className={styles.block}>
        <h2 id="reviews" className={styles.blockTitle}>
          Patient Reviews for {displayName}
        </h2>
        {doctor.rating !== null ? (
          <p className={styles.rating}>
            <StarIcon size={18} />
            <strong>{doctor.rating.toFixed(1)}</strong> out of 5 overall rating
          </p>
        ) : null}
        <p className="text-muted" data-testid="no-reviews">
          No written reviews have been shared for {displayName} yet. If you have consulted{' '}
          {displayName}, we would be glad to hear about your experience.
        </p>
      </section>
    </div>
  );
}
