import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { formatPhone, telHref, whatsappHref } from '@/components/ui/contact-links';
import { ScrollToTop } from './scroll-to-top';
import styles from './floating-contact.module.css';

type Props = { whatsapp: string; emergencyCall: string };

/**
 * The floating controls: the two contact buttons from the contact settings and the
 * scroll-to-top control, kept off the page's content.
 *
 * From 768 px they are one column at the bottom left, in room the page keeps free for it (the
 * `--floating-room` of globals.css widens the start of every container): each contact button is
 * 50 px wide and widens to 150 px on hover or keyboard focus to show its label (pure CSS), and
 * the scroll-to-top control sits above them. On phones, where no side of the screen can spare
 * that room, they are a bar pinned to the bottom edge, and the body ends with the bar's height
 * of space so the last of the page scrolls clear of it. The labels are always in the DOM, so
 * screen readers hear them whether or not they are shown.
 */
export function FloatingContact({ whatsapp, emergencyCall }: Props) {
  return (
    <aside className={styles.stack} aria-label="Quick contact" data-pinned>
      <ScrollToTop className={styles.top} />
      <a
        className={`${styles.fab} ${styles.whatsapp}`}
        href={whatsappHref(whatsapp)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className={styles.icon}>
          <WhatsAppIcon size={24} />
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
