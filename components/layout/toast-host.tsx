'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { subscribeToMediaQuery } from '@/components/ui/media-query';
import { toastHost } from './toast';

/** Below this width the site header is pinned to the top (site-header.module.css). */
const PINNED_HEADER = '(max-width: 767px)';
const subscribe = subscribeToMediaQuery(PINNED_HEADER);

/** Room between the pinned phone header and a toast. */
const BELOW_HEADER = 8;

/**
 * Where toasts go: never over a control that stays on screen. On phones the header (logo and
 * menu) is pinned at the top and the contact bar, and a page's own bars, at the bottom: toasts
 * come just under the header, as tall as it is at this width. On larger screens the side panels
 * stick to the top of their columns and the floating buttons sit in the bottom corners: toasts
 * come at the bottom in the middle.
 */
function toastPlace(phone: boolean, headerHeight: number): ToasterProps {
  if (!phone) return { position: 'bottom-center', offset: { bottom: 24 } };
  const below = { top: headerHeight + BELOW_HEADER };
  return { position: 'top-center', offset: below, mobileOffset: below };
}

/**
 * How far down the pinned header reaches (the cart popup has a header of its own), read once as
 * the host mounts at the first toast: the host is drawn only in the browser (toaster.tsx).
 */
function useHeaderHeight() {
  const [height] = useState(() =>
    Math.max(
      64,
      ...[...document.querySelectorAll('header')]
        .filter((h) => ['sticky', 'fixed'].includes(getComputedStyle(h).position))
        .map((h) => Math.ceil(h.getBoundingClientRect().height)),
    ),
  );
  return height;
}

export function ToastHost() {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PINNED_HEADER).matches,
    () => false,
  );
  const headerHeight = useHeaderHeight();
  // Runs after sonner's own effects (a child's run first), so its toaster is listening by then.
  useEffect(() => toastHost.mounted(), []);
  return (
    <SonnerToaster {...toastPlace(phone, headerHeight)} duration={5000} richColors closeButton />
  );
}
