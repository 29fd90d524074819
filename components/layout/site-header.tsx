import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { formatPhone, mailtoHref, telHref } from '@/components/ui/contact-links';
import {
  getBranches,
  getContactSettings,
  getDepartmentsForMenu,
  getSiteSettings,
} from '@/lib/site/reads';
import { AccountLink } from './account-link';
import { DepartmentsMenu } from './departments-menu';
import { LocationDropdown } from './location-dropdown';
import { MobileMenu } from './mobile-menu';
import { NavLink } from './nav-link';
import { NAV_ITEMS } from './nav-links';
import styles from './site-header.module.css';

export const LOGO_SRC = '/images/logo.svg';

/** The header on every page: logo, branch chooser, emergency and e-mail buttons, main menu. */
export async function SiteHeader() {
  const [branches, departments, contact, site] = await Promise.all([
    getBranches(),
    getDepartmentsForMenu(),
    getContactSettings(),
    getSiteSettings(),
  ]);
  const branchOptions = branches.map(({ id, name }) => ({ id, name }));
  const emergencyHref = telHref(contact.emergencyCall);

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <Link href="/" className={styles.logo}>
            <SiteImage
              src={LOGO_SRC}
              alt={`${site.hospitalName} home`}
              width={220}
              height={56}
              loading="eager"
            />
          </Link>

          <div className={styles.utilities}>
            <LocationDropdown branches={branchOptions} />
            <AccountLink
              className={`btn btn-outline btn-sm ${styles.utilityButton} ${styles.accountLink}`}
            />
            <a
              className={`btn btn-emergency btn-sm ${styles.utilityButton} ${styles.emergencyButton}`}
              href={emergencyHref}
            >
              <PhoneIcon size={16} />
              <span className={styles.emergencyText}>
                <span className={styles.utilityLabel}>Emergency </span>
                {formatPhone(contact.emergencyCall)}
              </span>
            </a>
            <a
              className={`btn btn-outline btn-sm ${styles.utilityButton} ${styles.mailButton}`}
              href={mailtoHref(contact.email)}
            >
              <MailIcon size={16} />
              <span>
                <span className="visually-hidden">E-mail </span>
                {contact.email}
              </span>
            </a>
            {/* Tablets have no room for it in the menu row; see .appointmentTop. */}
            <a
              className={`btn btn-sm ${styles.appointment} ${styles.appointmentTop}`}
              href={emergencyHref}
            >
              Request An Appointment
            </a>
          </div>

          <div className={styles.mobileActions}>
            <a
              className={styles.mobileCall}
              href={emergencyHref}
              aria-label={`Emergency call ${formatPhone(contact.emergencyCall)}`}
            >
              <PhoneIcon size={20} />
            </a>
            <MobileMenu
              departments={departments}
              branches={branchOptions}
              emergencyCall={contact.emergencyCall}
              email={contact.email}
            />
          </div>
        </div>
      </div>

      <nav aria-label="Main" className={`${styles.navBar} on-dark`}>
        <div className={`container ${styles.navInner}`}>
          <ul role="list" className={styles.menu}>
            {NAV_ITEMS.map((item) => (
              <li key={item.kind === 'link' ? item.href : item.kind}>
                {item.kind === 'link' ? (
                  <NavLink href={item.href} className={styles.navLink}>
                    {item.label}
                  </NavLink>
                ) : (
                  <DepartmentsMenu label={item.label} departments={departments} />
                )}
              </li>
            ))}
          </ul>
          <a
            className={`btn btn-sm ${styles.appointment} ${styles.appointmentNav}`}
            href={emergencyHref}
          >
            Request An Appointment
          </a>
        </div>
      </nav>
    </header>
  );
}
