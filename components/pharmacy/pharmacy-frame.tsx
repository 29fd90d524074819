import type { ReactNode } from 'react';
import { CartPopup } from '@/components/cart/cart-popup';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import { PHARMACY_NAME } from '@/lib/pharmacy/display';

/** Every pharmacy screen shares the session cart and shows its popup. */
export function PharmacyFrame({ children }: { children: ReactNode }) {
  return (
    <PharmacyCartProvider>
      {children}
      <CartPopup pharmacyName={PHARMACY_NAME} />
    </PharmacyCartProvider>
  );
}
