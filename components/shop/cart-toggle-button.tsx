'use client';

import { useReplayedTap } from '@/components/ui/replayed-tap';
import styles from './cart-toggle-button.module.css';

type Props = {
  /** The item's id in its cart. */
  id: number;
  inCart: boolean;
  /** False until the session's cart is restored, which would overwrite a press. */
  restored: boolean;
  /** The item's name and the cart's ('cart', 'lab cart'), for screen readers. */
  name: string;
  cartName: string;
  /** 'block' fills its container (an item page's panel); 'compact' sits in a card. */
  variant: 'compact' | 'block';
  onAdd(): void;
  onRemove(): void;
};

/**
 * The Add / Remove toggle of an item of any catalogue, so every cart's buttons look and behave
 * alike. Until the session's cart is restored (a moment after hydration) it reads 'Add' and keeps
 * its taps (docs/decisions/early-taps.md): drawn pressed at once, they add the item once the cart
 * is restored, one unit however many they were; an item already in the restored cart stays as it
 * was.
 */
export function CartToggleButton({
  id,
  inCart,
  restored,
  name,
  cartName,
  variant,
  onAdd,
  onRemove,
}: Props) {
  const early = useReplayedTap(`${cartName}:${id}`, restored, onAdd);
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      data-in-cart={inCart}
      {...early}
      onClick={inCart ? onRemove : onAdd}
    >
      {inCart ? 'Remove' : 'Add'}
      <span className="visually-hidden">
        {' '}
        {name} {inCart ? 'from' : 'to'} {cartName}
      </span>
    </button>
  );
}
