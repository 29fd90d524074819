import { telHref } from '@/components/ui/contact-links';
import { MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import sectionStyles from '@/components/content/content-section.module.css';
import styles from './department.module.css';

/** Section 7, 'Get in Touch': the spec's two lines and the branches patients can visit. */
export function GetInTouch({
  branches,
  callNumber,
  formId,
}: {
  branches: string[];
  callNumber: string;
  formId: string;
}) {
  return (
    <section
      aria-labelledby="get-in-touch"
      className={`${sectionStyles.section} ${styles.touch} on-dark`}
    >
      <h2 id="get-in-touch" className={styles.touchTitle}>
        Get in Touch
      </h2>
      <p className={styles.touchLead}>
        Tell us about your problems and we&apos;ll figure out the best treatment option for you.
      </p>
      <p className={styles.touchPan}>Saithunga services are accessible Pan India</p>
      {branches.length > 0 ? (
        <ul role="list" className={styles.branches} aria-label="Our branches">
          {branches.map((name) => (
            <li key={name}>
              <MapPinIcon size={16} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.touchActions}>
        <a href={telHref(callNumber)} className="btn btn-light">
          <PhoneIcon size={18} />
          Call {callNumber}
        </a>
        <a href={`#${formId}`} className={`btn ${styles.touchOutline}`}>
          Request a callback
        </a>
      </div>
    </section>
  );
}
