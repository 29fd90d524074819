'use client';

import { Toaster as SonnerToaster } from 'sonner';

/** One toast host for the whole site: top-right, 5 s, as the spec's toast default. */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={5000} richColors closeButton />;
}
