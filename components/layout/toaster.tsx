'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toastHost } from './toast';

const ToastHost = dynamic(() => import('./toast-host').then((m) => m.ToastHost), {
  ssr: false,
});

/**
 * One toast host for the whole site: 5 s as the spec's toast default, placed where it covers
 * no control that stays on screen (toast-host.tsx; the spec's top-right covered the phone
 * header and the desktop side panels). It mounts at
 * the first toast (toast.ts), not with the page: sonner's toaster took 140 ms of a mobile CPU's
 * main thread at every page's load (docs/performance.md) for toasts most visits never see.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  return wanted ? <ToastHost /> : null;
}
