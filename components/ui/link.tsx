'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/** Addresses of this site's own pages ('//host' and '/\host' are other sites to a browser). */
function isOwnPage(href: string): boolean {
  return href.startsWith('/') && !/^\/[/\\]/.test(href);
}

/**
 * The site's one link element: `next/link` (client-side navigation) that prefetches its page
 * when the visitor shows the intent to open it (the pointer comes over it, a finger touches it, the
 * keyboard focuses it) instead of as soon as it is on screen. Prefetching on sight made every page
 * fetch and decode, while it was still starting, the payloads of the pages its visible links lead
 * to: the header's logo alone brought in the home page's 94 kB on every page, /pharmacy ran twelve
 * such requests at load (docs/decisions/link-prefetch.md). A
 * pointer over a link or a touch comes 100-300 ms before the click, which is most of a prefetch's
 * gain.
 */
export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...rest }: Props) {
  const router = useRouter();
  const prefetch = () => {
    if (isOwnPage(href)) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...rest}
    />
  );
}
