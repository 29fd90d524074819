'use client';

import { useRouter } from 'next/navigation';
import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { ISLAND_ATTRIBUTE } from './island-slot';

type Props = {
  /** The element the region is: its children are the server's HTML. */
  as?: 'div' | 'footer' | 'section';
  className?: string;
  'aria-labelledby'?: string;
  /** What inside the region needs React: each is also in `children`, in an `<IslandSlot>`. */
  islands?: ReactNode[];
  children: ReactNode;
};

const noSubscription = () => () => {};

/** The address a click on `event`'s target opens in this tab of this site, if any. */
function internalHref(event: SyntheticEvent) {
  const anchor = (event.target as Element).closest?.('a');
  if (!anchor?.href || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within the page is the browser's.
  if (
    url.hash &&
    url.pathname === window.location.pathname &&
    url.search === window.location.search
  )
    return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Markup the server rendered that React does not hydrate: the first render in the browser keeps
 * the server's HTML (an element whose content React is told is raw HTML, which it neither walks
 * nor replaces), so a footer or a grid of cards costs the page's start-up nothing but its bytes.
 * Hydration is most of a content page's main-thread work at load (docs/performance.md).
 *
 * What the region still does:
 * - its links navigate in the page, as next/link's do: one listener on the region sends a click
 *   on a link of this site to the router, and a hover or focus prefetches it;
 * - the parts that need React (an 'Add' button) are `islands`, rendered into their
 *   `<IslandSlot>`s, where the server's HTML of each is, as soon as the region has hydrated.
 *
 * When the region mounts in the browser (a client-side navigation), or its content changes
 * afterwards (a new page of results), React renders it as usual.
 */
export function StaticRegion({
  as: Tag = 'div',
  className,
  islands = [],
  children,
  ...rest
}: Props) {
  const router = useRouter();
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // The content React did not hydrate; only that content is kept as the server's HTML.
  const [kept] = useState(() => (hydrating ? children : null));
  const frozen = typeof window !== 'undefined' && kept !== null && kept === children;
  const ref = useRef<HTMLElement>(null);
  const [slots, setSlots] = useState<(Element | null)[]>([]);

  useLayoutEffect(() => {
    if (!frozen || islands.length === 0 || !ref.current) return;
    const found = islands.map((_, i) => ref.current!.querySelector(`[${ISLAND_ATTRIBUTE}="${i}"]`));
    // The server's HTML of each island gives way to the island itself, before the next paint.
    for (const slot of found) slot?.replaceChildren();
    setSlots(found);
  }, [frozen, islands]);

  if (!frozen) {
    return (
      <Tag ref={ref as never} className={className} {...rest}>
        {children}
      </Tag>
    );
  }

  const navigate = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    router.push(href);
  };
  const prefetch = (event: SyntheticEvent) => {
    const href = internalHref(event);
    if (href) router.prefetch(href);
  };

  return (
    <>
      <Tag
        ref={ref as never}
        className={className}
        {...rest}
        onClick={navigate}
        onMouseOver={prefetch}
        onFocus={prefetch}
        // React keeps raw HTML as it finds it when it hydrates; '' is never written over it.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
      {slots.map((slot, i) => (slot ? createPortal(islands[i], slot, String(i)) : null))}
    </>
  );
}
