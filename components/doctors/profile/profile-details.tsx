import { StarIcon } from '@/components/ui/content-icons';
import { formatQualification } from '@/lib/doctors/format';
import type { DoctorProfileData } from '@/lib/doctors/types';
import type { ReactNode } from 'react';
import tintedPill from '@/components/ui/tinted-pill.module.css';
import styles from './profile.module.css';

/** What each part of a doctor's profile is drawn from: the doctor and the name as titled. */
export type ProfileProps = { doctor: DoctorProfileData; displayName: string };

/** One block of the profile: the heading that names it, then its content. */
function DetailBlock({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** About, Qualification, Membership, best known for, top treatments and patient reviews. */
export function ProfileDetails({ doctor, displayName }: ProfileProps) {
  return (
    <div className={styles.details}>
      <DetailBlock id="about" title="About">
        <p>
          {doctor.about ||
            `${displayName} is a consultant in ${doctor.departmentName} at Saithunga.`}
        </p>
      </DetailBlock>

      <DetailBlock id="qualification" title="Qualification">
        {doctor.qualifications.length > 0 ? (
          <ul className={styles.bullets}>
            {doctor.qualifications.map((q) => (
              <li key={`${q.degree}-${q.year ?? ''}`}>{formatQualification(q)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Not listed yet.</p>
        )}
      </DetailBlock>

      {doctor.membership ? (
        <DetailBlock id="membership" title="Membership">
          <ul className={styles.bullets}>
            {doctor.membership
              .split(';')
              .map((m) => m.trim())
              .filter(Boolean)
              .map((m) => (
                <li key={m}>{m}</li>
              ))}
          </ul>
        </DetailBlock>
      ) : null}

      {doctor.bestKnownFor.length > 0 ? (
        <DetailBlock id="best-known" title={<>{displayName} is Best known for</>}>
          <ul className={styles.bullets}>
            {doctor.bestKnownFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </DetailBlock>
      ) : null}

      {doctor.topTreatments.length > 0 ? (
        <DetailBlock id="top-treatments" title={<>Top Treatments By {displayName}</>}>
          {/* Shown as buttons in the original design but not interactive: plain labels here. */}
          <ul role="list" className={styles.treatments}>
            {doctor.topTreatments.map((item) => (
              <li key={item} className={`${tintedPill.pill} ${styles.treatment}`}>
                {item}
              </li>
            ))}
          </ul>
        </DetailBlock>
      ) : null}

      <DetailBlock id="reviews" title={<>Patient Reviews for {displayName}</>}>
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
      </DetailBlock>
    </div>
  );
}
