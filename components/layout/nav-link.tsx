'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isCurrentPath } from './nav-links';

type Props = {
  href: string;
  className?: string;
  /** Current only on `href` itself, not on the pages under it (a section's own home). */
  exact?: boolean;
  children: React.ReactNode;
};

/** A header link that marks itself with aria-current="page" on its own page. */
export function NavLink({ href, className, exact = false, children }: Props) {
  const pathname = usePathname();
  const current = exact ? pathname === href : isCurrentPath(pathname, href);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
