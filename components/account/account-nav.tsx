import { NavLink } from '@/components/layout/nav-link';
import styles from './account.module.css';

/** The signed-in patient's own menu, above every account page (app/(site)/account/layout.tsx). */
export const ACCOUNT_LINKS = [
  { href: '/account', label: 'Timeline' },
  { href: '/account/family', label: 'Family' },
  { href: '/account/addresses', label: 'Addresses' },
  { href: '/account/privacy', label: 'Privacy' },
  { href: '/account/settings', label: 'Settings' },
] as const;

export function AccountNav() {
  return (
    <nav aria-label="Your account" className={styles.nav}>
      <div className="container">
        <ul role="list">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} exact={link.href === '/account'}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
