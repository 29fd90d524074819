'use client';

import { useSyncExternalStore } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import styles from './scroll-to-top.module.css';
import { subscribeToWindowEvents } from '@/components/ui/window-events';

/** The spec's threshold: the control shows once the page is scrolled more than this. */
export const SCROLL_TOP_THRESHOLD = 200;

const subscribe = subscribeToWindowEvents(['scroll'], { passive: true });

const isPastThreshold = () => window.scrollY > SCROLL_TOP_THRESHOLD;
// The server has no scroll position; the control appears after hydration if needed.
const onServer = () => false;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Placed by its parent (the floating controls), which passes the class that positions it. */
export function ScrollToTop({ className }: { className?: string }) {
  const visible = useSyncExternalStore(subscribe, isPastThreshold, onServer);
  if (!visible) return null;

  const scrollUp = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      onClick={scrollUp}
      aria-label="Scroll to top"
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
