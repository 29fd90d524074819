import { Activity } from 'react';
import { Link } from '@/components/ui/link';
import {
  ExternalLinkIcon,
  HeadsetIcon,
  InstagramIcon,
  MailIcon,
  PhoneIcon,
  WhatsAppIcon,
} from '@/components/ui/icons';
import { formatPhone } from '@/components/ui/contact-links';
import { getSiteSettings } from '@/lib/site/reads';
import { type SocialLink } from '@/lib/site/types';
import styles from './site-footer.module.css';

/** The copyright year is fixed by the spec, not computed. */
export const COPYRIGHT = '© 2024 Saithunga Multi-Speciality Hospital. All rights reserved.';

type FooterLink = { href: string; label: string };

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Quick links',
    links: [
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About Us' },
      { href: '/doctors', label: 'Our Doctors' },
      { href: '/pharmacy', label: 'Pharmacy' },
      { href: '/lab-tests', label: 'Lab Tests' },
      { href: '/blog', label: 'Blogs' },
      { href: '/careers', label: 'Careers' },
      { href: '/contactus', label: 'Contact Us' },
    ],
  },
  {
    title: 'Services',
    links: [
      { href: '/features', label: 'Features' },
      { href: '/service', label: 'Our Services' },
      { href: '/documentation', label: 'Documentation' },
      { href: '/call-ambulance', label: 'Call Ambulance' },
      { href: '/partner', label: 'Partner With Us' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about-us', label: 'About the Hospital' },
      { href: '/contact-us', label: 'Reach Us' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms & Conditions' },
    ],
  },
];

function SocialIcon({ link }: { link: SocialLink }) {
  const key = `${link.label} ${link.href}`.toLowerCase();
  if (key.includes('instagram')) return <InstagramIcon size={20} />;
  if (key.includes('whatsapp') || key.includes('wa.me')) return <WhatsAppIcon size={20} />;
  return <ExternalLinkIcon size={20} />;
}

export async function SiteFooter() {
  const site = await getSiteSettings();

  return (
    <footer className={`${styles.footer} on-dark`}>
      {/* Below every page's content: its links hydrate after the page, in time slices of their
          own (docs/decisions/hydration-boundaries.md). */}
      <Activity>
        <div className="container">
          <section className={styles.cta} aria-labelledby="footer-help-title">
            <div className={styles.ctaIcon}>
              <HeadsetIcon size={32} />
            </div>
            <div className={styles.ctaText}>
              <h2 id="footer-help-title" className={styles.ctaTitle}>
                Do you need help?
              </h2>
              <p>
                Talk to our care team about symptoms, doctors or appointments. We are here round the
                clock.
              </p>
            </div>
            <Link href="/contactus" className={`btn ${styles.ctaButton}`}>
              Get consultation
            </Link>
          </section>

          <div className={styles.grid}>
            <div>
              <p className={styles.name}>{site.hospitalName}</p>
              <p className={styles.tagline}>
                Compassionate, multi-speciality care for Bangalore, every day of the year.
              </p>
              <ul role="list" className={styles.contactList}>
                <li>
                  <PhoneIcon size={18} />
                  <span>
                    <span className="visually-hidden">Phone: </span>
                    {formatPhone(site.phone)}
                  </span>
                </li>
                <li>
                  <MailIcon size={18} />
                  <span>
                    <span className="visually-hidden">E-mail: </span>
                    {site.email}
                  </span>
                </li>
              </ul>
              {site.socialLinks.length > 0 ? (
                <ul role="list" className={styles.social} aria-label="Follow us">
                  {site.socialLinks.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${link.label} (opens in a new tab)`}
                        className={styles.socialLink}
                      >
                        <SocialIcon link={link} />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>

            {COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul role="list">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={styles.link}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>

          <p className={styles.copyright}>{COPYRIGHT}</p>
        </div>
      </Activity>
    </footer>
  );
}
