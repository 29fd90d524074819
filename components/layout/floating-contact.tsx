import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { formatPhone, telHref, whatsappHref } from '@/components/ui/contact-links';
import styles from './floating-contact.module.css';

type Props = { whatsapp: string; emergencyCall: string };

/**
 * The two floating contact buttons from the contact settings. Each is 50 px wide and widens
 * to 150 px on hover or keyboard focus to reveal its label (pure CSS). The label is always in
 * the DOM, so screen readers hear it whether or not it is shown.
 */
export function FloatingContact({ whatsapp, emergencyCall }: Props) {
  return (
    <aside className={styles.stack} aria-label="Quick contact">
      <a
        className={`${styles.fab} ${styles.whatsapp}`}
        href={whatsappHref(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className={styles.icon}>
          <WhatsAppIcon size={26} />
        </span>
        <span className={styles.label}>
          WhatsApp<span className="visually-hidden"> chat (opens in a new tab)</span>
        </span>
      </a>
      <a className={`${styles.fab} ${styles.emergency}`} href={telHref(emergencyCall)}>
        <span className={styles.icon}>
          <PhoneIcon size={22} />
        </span>
        <span className={styles.label}>
          Emergency<span className="visually-hidden"> call {formatPhone(emergencyCall)}</span>
        </span>
      </a>
    </aside>
  );
}
