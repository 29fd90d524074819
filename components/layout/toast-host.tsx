'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { subscribeToMediaQuery } from '@/components/ui/media-query';
import { toastHost } from './toast';

/** Below this width the site header is pinned to the top (site-header.module.css). */
const PINNED_HEADER = '(max-width: 767px)';
const subscribe = subscribeToMediaQuery(PINNED_HEADER);

/**
 * Where toasts go: never over a control that stays on screen. On phones the header (logo and
 * menu, 64 px) is pinned at the top and the contact bar, and a page's own bars, at the bottom:
 * toasts come just under the header. On larger screens the side panels stick to the top of
 * their columns and the floating buttons sit in the bottom corners: toasts come at the bottom
 * in the middle.
 */
export const TOAST_PLACES = {
  phone: { position: 'top-center', mobileOffset: { top: 72 }, offset: { top: 72 } },
  wide: { position: 'bottom-center', offset: { bottom: 24 } },
} satisfies Record<string, Pick<ToasterProps, 'position' | 'offset' | 'mobileOffset'>>;

export function ToastHost() {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PINNED_HEADER).matches,
    () => false,
  );
  // Runs after sonner's own effects (a child's run first), so its toaster is listening by then.
  useEffect(() => toastHost.mounted(), []);
  return (
    <SonnerToaster
      {...TOAST_PLACES[phone ? 'phone' : 'wide']}
      duration={5000}
      richColors
      closeButton
    />
  );
}
