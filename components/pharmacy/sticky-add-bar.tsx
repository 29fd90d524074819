'use client';

import { quantityLimit, useCartStore } from '@/components/cart/cart-store';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { MIN_QUANTITY } from '@/lib/pharmacy/cart-math';
import { formatInr } from '@/lib/money';
import type { MedicineCard } from '@/lib/pharmacy/types';
import { AddToCartButton } from './add-to-cart-button';
import styles from './sticky-add-bar.module.css';

/**
 * The medicine page's add-to-cart bar on phones (widths up to 768 px, pharmacy.md section 9): the
 * side panel's Add sits below the gallery and the details there, so the price, the quantity (once
 * in the cart) and the same Add / Remove button (with its stock and Schedule X rules) stay pinned
 * to the bottom. Hidden from 769 px, where the side panel is beside the content. `data-pinned`:
 * a full-width bar the page scrolls under, as under the phone contact bar.
 */
export function StickyAddBar({ medicine }: { medicine: MedicineCard }) {
  const line = useCartStore((s) => s.items.find((item) => item.id === medicine.id));
  const increment = useCartStore((s) => s.increment);
  const decrement = useCartStore((s) => s.decrement);
  return (
    <div className={styles.bar} data-add-bar data-pinned role="group" aria-label="Add to cart">
      <p className={styles.price}>
        <span className="visually-hidden">Price </span>
        {formatInr(medicine.pricePaise)}
      </p>
      {line && (
        <QuantityStepper
          label={`Quantity of ${medicine.name}`}
          value={line.quantity}
          min={MIN_QUANTITY}
          max={quantityLimit(line).max}
          onIncrement={() => increment(medicine.id)}
          onDecrement={() => decrement(medicine.id)}
        />
      )}
      <div className={styles.button}>
        <AddToCartButton medicine={medicine} variant="block" />
      </div>
    </div>
  );
}
