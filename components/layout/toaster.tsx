'use client';

import dynamic from 'next/dynamic';

/**
 * One toast host for the whole site: top-right, 5 s, as the spec's toast default. Its code
 * (sonner) is fetched after the page is interactive, not with it: a toast only ever follows
 * something the visitor does, and the toasts themselves (toast.ts) fetch sonner when first shown, so
 * no page carries it in its first load.
 */
export const Toaster = dynamic(() => import('./toast-host').then((m) => m.ToastHost), {
  ssr: false,
});
