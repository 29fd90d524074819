'use client';

import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toastHost } from './toast';

export function ToastHost() {
  // Runs after sonner's own effects (a child's run first), so its toaster is listening by then.
  useEffect(() => toastHost.mounted(), []);
  return <SonnerToaster position="top-right" duration={5000} richColors closeButton />;
}
