'use client';

import { Toaster as SonnerToaster } from 'sonner';

export function ToastHost() {
  return <SonnerToaster position="top-right" duration={5000} richColors closeButton />;
}
