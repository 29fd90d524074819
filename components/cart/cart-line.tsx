'use client';

import { SiteImage } from '@/components/ui/site-image';
import Link from 'next/link';
import { formatInr } from '@/lib/money';
import { lineMrpPaise, linePaise, MAX_QUANTITY, MIN_QUANTITY } from '@/lib/pharmacy/cart-math';
import { cutName, discountLabel, NAME_CUT } from '@/lib/pharmacy/display';
import type { CartLine as Line } from './cart-store';
import removeButton from './remove-button.module.css';
import styles from './cart-line.module.css';

type Props = {
  line: Line;
  onIncrement(): void;
  onDecrement(): void;
  onRemove(): void;
};

/** One cart line: badge, image, pack size, name (15 characters below 576 px), quantity, prices. */
export function CartLine({ line, onIncrement, onDecrement, onRemove }: Props) {
  return (
    <li className={styles.line} data-testid="cart-line">
      <div className={styles.media}>
        {line.discountPercent > 0 && (
          <span className={styles.badge}>{discountLabel(line.discountPercent)}</span>
        )}
        {line.image && (
          <SiteImage src={line.image} alt="" width={96} height={96} className={styles.image} />
        )}
      </div>
      <div className={styles.info}>
        <h3 className={styles.name}>
          <Link href={`/pharmacy/${line.slug}`}>
            <span className={styles.full} aria-hidden="true">
              {line.name}
            </span>
            <span className={styles.cut} aria-hidden="true">
              {cutName(line.name, NAME_CUT.cartLineNarrow)}
            </span>
            <span className="visually-hidden">{line.name}</span>
          </Link>
        </h3>
        <p className={styles.pack}>{line.packSize}</p>
        <div className={styles.quantity} role="group" aria-label={`Quantity of ${line.name}`}>
          <button
            type="button"
            onClick={onDecrement}
            disabled={line.quantity <= MIN_QUANTITY}
            aria-label="Decrease quantity"
          >
            −
          </button>
          <output aria-live="polite" data-testid="line-quantity">
            {line.quantity}
          </output>
          <button
            type="button"
            onClick={onIncrement}
            disabled={line.quantity >= MAX_QUANTITY}
            aria-label="Increase quantity"
          >
            +
          </button>
        </div>
      </div>
      <div className={styles.prices}>
        {line.mrpPaise > line.pricePaise && (
          <s className={styles.mrp}>
            <span className="visually-hidden">MRP </span>
            {formatInr(lineMrpPaise(line))}
          </s>
        )}
        <strong className={styles.price} data-testid="line-price">
          {formatInr(linePaise(line))}
        </strong>
        <button
          type="button"
          className={`${removeButton.remove} ${styles.remove}`}
          onClick={onRemove}
        >
          Remove<span className="visually-hidden"> {line.name}</span>
        </button>
      </div>
    </li>
  );
}
