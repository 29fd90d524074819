import { formatPhone, mailtoHref, telHref, whatsappHref } from '@/components/ui/contact-links';
import { CalendarIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import type { Branch, ContactSettings } from '@/lib/site/types';
import styles from './contact-details.module.css';

/** Office hours, addresses and contact numbers from the contact info record. */
export function ContactDetails({
  contact,
  branches,
}: {
  contact: ContactSettings;
  branches: Branch[];
}) {
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="contact-hours">
        <span className={styles.icon}>
          <CalendarIcon size={24} />
        </span>
        <h2 id="contact-hours" className={styles.title}>
          Office Hours
        </h2>
        {contact.officeHours.length > 0 ? (
          <dl className={styles.hours}>
            {contact.officeHours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Emergency care is open 24 hours a day, every day.</p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="contact-addresses">
        <span className={styles.icon}>
          <MapPinIcon size={24} />
        </span>
        <h2 id="contact-addresses" className={styles.title}>
          Our Addresses
        </h2>
        <address className={styles.address}>
          <p>{contact.officeAddress}</p>
          {contact.officeAddress2 ? <p>{contact.officeAddress2}</p> : null}
        </address>
        {branches.length > 0 ? (
          <details className={styles.branches}>
            <summary>Our branches ({branches.length})</summary>
            <ul role="list">
              {branches.map((b) => (
                <li key={b.id}>
                  <strong>{b.name}</strong>
                  {b.address ? <span>{b.address}</span> : null}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="contact-numbers">
        <span className={styles.icon}>
          <PhoneIcon size={24} />
        </span>
        <h2 id="contact-numbers" className={styles.title}>
          Contact Numbers
        </h2>
        <ul role="list" className={styles.numbers}>
          <li>
            <span className={styles.numberLabel}>Appointments</span>
            <a href={telHref(contact.appointmentCall)}>{formatPhone(contact.appointmentCall)}</a>
          </li>
          <li>
            <span className={styles.numberLabel}>Emergency (24/7)</span>
            <a href={telHref(contact.emergencyCall)} className={styles.emergency}>
              {formatPhone(contact.emergencyCall)}
            </a>
          </li>
          <li>
            <span className={styles.numberLabel}>
              <WhatsAppIcon size={14} /> WhatsApp
            </span>
            <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
              {formatPhone(contact.whatsapp)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <span className={styles.numberLabel}>
              <MailIcon size={14} /> E-mail
            </span>
            <a href={mailtoHref(contact.email)}>{contact.email}</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
