'use client';

import { useCartStore } from '@/components/cart/cart-store';
import { useCartRestored, useInCart } from '@/components/cart/pharmacy-cart-provider';
import { NOT_SOLD_ONLINE, soldOnline } from '@/lib/pharmacy/schedule';
import type { MedicineCard } from '@/lib/pharmacy/types';
import { CartToggleButton } from '@/components/shop/cart-toggle-button';
import styles from '@/components/shop/cart-toggle-button.module.css';

type Props = {
  medicine: MedicineCard;
  /** 'block' fills its container (detail page panel); 'compact' sits in a card. */
  variant?: 'compact' | 'block';
};

/**
 * The Add / Remove toggle of a medicine (pharmacy.md section 2). A tap before the session's cart
 * has been read back (a moment after the page hydrates) is kept and answered then, once: pressed
 * earlier, it would be overwritten by the restored cart.
 */
export function AddToCartButton({ medicine, variant = 'compact' }: Props) {
  const inCart = useInCart(medicine.id);
  const restored = useCartRestored();
  const add = useCartStore((s) => s.add);
  const remove = useCartStore((s) => s.remove);

  // Schedule X: never in a cart (the medicine page says why; the server refuses it too).
  if (!soldOnline(medicine.schedule) || !medicine.available) {
    return (
      <button type="button" className={`${styles.button} ${styles[variant]}`} disabled>
        {soldOnline(medicine.schedule) ? 'Out of stock' : NOT_SOLD_ONLINE}
      </button>
    );
  }
  return (
    <CartToggleButton
      id={medicine.id}
      inCart={inCart}
      restored={restored}
      name={medicine.name}
      cartName="cart"
      variant={variant}
      onAdd={() => add(medicine)}
      onRemove={() => remove(medicine.id)}
    />
  );
}
