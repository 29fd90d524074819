'use client';

import { Icon } from '@/components/ui/icon';
import { ProductThumb } from '@/components/pharmacy/product-thumb';
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { itemsLabel } from '@/lib/item-count';
import { formatInr } from '@/lib/money';
import { linePaise } from '@/lib/pharmacy/cart-math';
import { usePharmacyCart } from './pharmacy-cart-provider';
import cartDock from '@/components/shop/cart-popup.module.css';
import styles from './cart-popup.module.css';

export const CART_PAGE = '/pharmacy/addtocart';

/**
 * The cart popup of the pharmacy screens: hidden while the cart is empty; a click toggles it
 * between minimized (item count and total) and expanded (items, total, 'Remove All',
 * 'Checkout'). It names the pharmacy and says that e-reports come within a week.
 */
export function CartPopup({ pharmacyName }: { pharmacyName: string }) {
  const cart = usePharmacyCart();
  const pathname = usePathname();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  // The cart page shows the cart itself.
  if (cart.count === 0 || pathname === CART_PAGE) return null;
  const countLabel = itemsLabel(cart.count);

  return (
    <aside
      className={`${cartDock.dock} ${styles.popup}`}
      aria-label="Cart"
      data-expanded={expanded}
    >
      {expanded && (
        <div id={panelId} className={styles.panel}>
          <header className={styles.head}>
            <p className={styles.pharmacy}>{pharmacyName}</p>
            <p className={styles.note}>E-reports will be delivered within a week.</p>
          </header>
          <ul role="list" className={styles.items}>
            {cart.items.map((line) => (
              <li key={line.id} className={styles.item}>
                {line.image && <ProductThumb src={line.image} />}
                <span className={styles.name}>{line.name}</span>
                <span className={styles.qty}>× {line.quantity}</span>
                <span className={styles.price}>{formatInr(linePaise(line))}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>Total</span>
            <strong>{formatInr(cart.totals.subtotalPaise)}</strong>
          </p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline btn-sm" onClick={cart.removeAll}>
              Remove All
            </button>
            <Link href={CART_PAGE} className="btn btn-primary btn-sm">
              Checkout
            </Link>
          </div>
        </div>
      )}
      <button
        type="button"
        className={`${cartDock.pill} ${styles.bar}`}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        onClick={() => setExpanded((v) => !v)}
      >
        <span className={cartDock.icon} aria-hidden="true">
          <Icon name="cart" size={22} />
        </span>
        <span className={cartDock.summary}>
          <span data-testid="cart-count">{countLabel}</span>
          <strong data-testid="cart-total">{formatInr(cart.totals.subtotalPaise)}</strong>
        </span>
        <span className={styles.chevron} aria-hidden="true">
          {expanded ? '▾' : '▴'}
        </span>
        <span className="visually-hidden">{expanded ? 'Minimize cart' : 'Expand cart'}</span>
      </button>
    </aside>
  );
}
