import { telHref } from '@/components/ui/contact-links';
import { ShieldCheckIcon } from '@/components/ui/content-icons';
import { PhoneIcon } from '@/components/ui/icons';
import { formatRupees } from '@/lib/money';
import { BookAppointmentLink } from './profile-booking';
import type { ProfileProps } from './profile-details';
import styles from './profile.module.css';

/** The side panel, sticky on desktop: the fee and the two ways to reach the doctor. */
export function ProfileSidePanel({ doctor, displayName }: ProfileProps) {
  return (
    <aside className={styles.side} aria-labelledby="side-title">
      <div className={styles.sideCard}>
        <h2 id="side-title" className={styles.sideTitle}>
          Consult {displayName}
        </h2>
        <p className={styles.sideFee}>
          <span className={styles.sideAmount}>Rs. {formatRupees(doctor.pricePaise)}</span>
          <span className="text-muted"> Consultation fees</span>
        </p>
        <p className={styles.sideWhere}>
          {doctor.departmentName} · {doctor.branchName} branch
        </p>
        <div className={styles.sideActions}>
          <BookAppointmentLink className="btn-block" />
          <a href={telHref(doctor.phone)} className="btn btn-outline btn-block">
            <PhoneIcon size={18} />
            Call Us: {doctor.phone}
          </a>
        </div>
        <p className={styles.sideNote}>
          <ShieldCheckIcon size={16} />
          Pay securely online; you get a confirmation at once.
        </p>
      </div>
    </aside>
  );
}
