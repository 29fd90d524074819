'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { itemsLabel } from '@/lib/item-count';
import { formatInr } from '@/lib/money';
import { useLabCart } from './lab-cart-provider';
import { LAB_BOOKED_PAGE, LAB_CART_PAGE } from './lab-paths';
import cartDock from '@/components/shop/cart-popup.module.css';
import styles from './lab-cart-popup.module.css';

/** Pages that show the cart themselves, or follow its checkout. */
const WITHOUT_POPUP = new Set([LAB_CART_PAGE, LAB_BOOKED_PAGE]);

/**
 * The lab cart's popup on the lab screens: hidden while the cart is empty; the number of tests and
 * packages in it and the running total (announced as they change), and 'View cart'.
 */
export function LabCartPopup() {
  const cart = useLabCart();
  const pathname = usePathname();
  if (cart.count === 0 || WITHOUT_POPUP.has(pathname)) return null;
  return (
    <aside className={`${cartDock.dock} ${cartDock.pill} ${styles.popup}`} aria-label="Lab cart">
      <span className={`${cartDock.icon} ${styles.icon}`} aria-hidden="true">
        <Icon name="cart" size={22} />
      </span>
      <p className={cartDock.summary} aria-live="polite" aria-atomic="true">
        <span data-testid="lab-cart-count">{itemsLabel(cart.count)} in lab cart</span>
        <strong data-testid="lab-cart-total">{formatInr(cart.totals.subtotalPaise)}</strong>
      </p>
      <Link href={LAB_CART_PAGE} className={`btn btn-light btn-sm ${styles.view}`}>
        View cart
      </Link>
    </aside>
  );
}
