import type { ReactNode } from 'react';
import { LabCartPopup } from './lab-cart-popup';
import { LabCartProvider } from './lab-cart-provider';

/** Every lab screen shares the session's lab cart and shows its popup. */
export function LabFrame({ children }: { children: ReactNode }) {
  return (
    <LabCartProvider>
      {children}
      <LabCartPopup />
    </LabCartProvider>
  );
}
