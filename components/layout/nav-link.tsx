'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isCurrentPath } from './nav-links';

type Props = { href: string; className?: string; children: React.ReactNode };

/** A header link that marks itself with aria-current="page" on its own page. */
export function NavLink({ href, className, children }: Props) {
  const pathname = usePathname();
  const current = isCurrentPath(pathname, href);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
