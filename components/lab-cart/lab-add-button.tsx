'use client';

import { toast } from '@/components/layout/toast';
import { replacedTestsMessage, type LabCartItem } from '@/lib/lab/cart-rules';
import { CartToggleButton } from '@/components/shop/cart-toggle-button';
import { useInLabCart, useLabCartRestored } from './lab-cart-provider';
import { useLabCartStore } from './lab-cart-store';

type Props = {
  /** Only what the cart keeps (labCartItem): the island's props stay small. */
  item: LabCartItem;
  /** 'block' fills the item page's price panel; 'compact' sits in a card. */
  variant?: 'compact' | 'block';
};

/**
 * The Add / Remove toggle of a test or package: the one client island of a lab card. A test that
 * a package in the cart includes is refused, and a package replaces its own tests; both are told
 * in a toast. A tap before the session's cart is restored is kept and answered then, once.
 */
export function LabAddButton({ item, variant = 'compact' }: Props) {
  const inCart = useInLabCart(item.id);
  const restored = useLabCartRestored();
  const add = useLabCartStore((s) => s.add);
  const remove = useLabCartStore((s) => s.remove);

  function addItem() {
    const outcome = add(item);
    if (outcome.result === 'refused') {
      // One toast renewed on each press rather than a stack of the same words.
      toast.warning(outcome.message, { key: `lab-refused-${item.id}` });
    } else if (outcome.result === 'added' && outcome.replaced.length > 0) {
      toast.info(replacedTestsMessage(item, outcome.replaced));
    }
  }

  return (
    <CartToggleButton
      id={item.id}
      inCart={inCart}
      restored={restored}
      name={item.name}
      cartName="lab cart"
      variant={variant}
      onAdd={addItem}
      onRemove={() => remove(item.id)}
    />
  );
}
