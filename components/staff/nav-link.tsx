'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import styles from './staff.module.css';

/** A console navigation link, marked as the current page on it and on the pages below it. */
export function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const path = usePathname();
  const current = href === '/staff' ? path === href : path === href || path.startsWith(`${href}/`);
  return (
    <Link href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
