import { formatPhone, mailtoHref, telHref, whatsappHref } from '@/components/ui/contact-links';
import { CalendarIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import type { Branch, ContactSettings } from '@/lib/site/types';
import type { ReactNode } from 'react';
import styles from './contact-details.module.css';

/** One card of the contact page: its icon, the heading that names it, then the details. */
function DetailCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <span className={styles.icon}>{icon}</span>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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
      <DetailCard id="contact-hours" icon={<CalendarIcon size={24} />} title="Office Hours">
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
      </DetailCard>

      <DetailCard id="contact-addresses" icon={<MapPinIcon size={24} />} title="Our Addresses">
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
      </DetailCard>

      <DetailCard id="contact-numbers" icon={<PhoneIcon size={24} />} title="Contact Numbers">
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
      </DetailCard>
    </div>
  );
}
