import type { Metadata } from 'next';
import { BackToTopButton } from '@/components/contact/back-to-top-button';
import { ContactDetails } from '@/components/contact/contact-details';
import {
  CONTACT_FAQS,
  CONTACT_STATS,
  FULL_MAP_URL,
  MAP_EMBED_URL,
  MAP_PLACE_NAME,
} from '@/components/contact/contact-content';
import { MapFacade } from '@/components/contact/map-facade';
import { DeferredContactForm } from '@/components/forms/lazy-forms';
import { Accordion } from '@/components/ui/accordion';
import { textFaqItems } from '@/components/ui/faq-items';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { breadcrumbs, getHospitalJsonLd, seoTagMetadata } from '@/lib/site/seo-reads';
import { getBranches, getContactSettings } from '@/lib/site/reads';
import darkBand from '@/components/ui/dark-band.module.css';
import styles from './contact.module.css';

export const revalidate = 3600;

const TRAIL = [{ name: 'Contact Us', path: '/contactus' }];

export function generateMetadata(): Promise<Metadata> {
  return seoTagMetadata('Contactus', '/contactus', {
    title: 'Contact Saithunga Multi-Speciality Hospital, Bangalore',
    description:
      'Office hours, addresses, appointment and 24/7 emergency numbers of Saithunga Multi-Speciality Hospital, Bangalore. Send us a message and we will get back to you.',
  });
}

export default async function ContactPage() {
  const [contact, branches, hospital] = await Promise.all([
    getContactSettings(),
    getBranches(),
    getHospitalJsonLd(),
  ]);

  return (
    <>
      <JsonLd data={[hospital, breadcrumbs(TRAIL)]} />
      <PageHero
        trail={TRAIL}
        eyebrow="We are here to help"
        title="Contact Us"
        overlap
        lead={
          contact.description ||
          'Questions about a treatment, a doctor or an appointment? Call, write or visit us.'
        }
      />

      <section className={`section ${styles.details}`} aria-label="How to reach us">
        <div className="container">
          <ContactDetails contact={contact} branches={branches} />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="contact-form-title">
        <div className={`container split ${styles.formLayout}`}>
          <div>
            <p className="section-eyebrow">Get in touch</p>
            <h2 id="contact-form-title" className="section-title">
              {contact.title || 'Send us a message'}
            </h2>
            <p className="text-muted">
              Write to us about appointments, reports, billing or feedback. Our patient care team
              replies within one working day.
            </p>
            {contact.getInTouch.length > 0 ? (
              <ul className={styles.touch}>
                {contact.getInTouch.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className={styles.formCard}>
            <DeferredContactForm />
          </div>
        </div>
      </section>

      <section
        className={`section on-dark ${darkBand.band}`}
        aria-label="Our record"
        data-testid="contact-stats"
      >
        <div className="container">
          <ul role="list" className={styles.stats}>
            {CONTACT_STATS.map((stat) => (
              <li key={stat.label}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="contact-map-title">
        <div className={`container split ${styles.mapLayout}`}>
          <div>
            <h2 id="contact-map-title" className="section-title">
              Find us
            </h2>
            <address className={styles.placeholderAddress}>
              <strong>{MAP_PLACE_NAME}</strong>
              {branches[0] ? <span>{branches[0].address}</span> : null}
            </address>
          </div>
          <MapFacade
            embedUrl={MAP_EMBED_URL}
            fullMapUrl={FULL_MAP_URL}
            title="Map showing Saithunga Multi-Speciality Hospital"
          />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="contact-faq-title">
        <div className={`container ${styles.faq}`}>
          <h2 id="contact-faq-title" className="section-title">
            Frequently Asked Questions
          </h2>
          <Accordion mode="multiple" items={textFaqItems(CONTACT_FAQS)} />
        </div>
      </section>

      <section className="section" aria-labelledby="contact-cta-title">
        <div className="container">
          <div className={styles.cta}>
            <div>
              <h2 id="contact-cta-title" className={styles.ctaTitle}>
                Still have a question?
              </h2>
              <p>Our numbers and office hours are at the top of this page.</p>
            </div>
            <BackToTopButton label="Contact Us" focusId="page-title" />
          </div>
        </div>
      </section>
    </>
  );
}
