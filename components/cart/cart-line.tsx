'use client';

import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@/lib/pharmacy/cart-math';
import { discountLabel, NAME_CUT } from '@/lib/pharmacy/display';
import { stockNote } from '@/lib/pharmacy/stock-rules';
import type { CartLine as Line } from './cart-store';
import { QuantityStepper } from './quantity-stepper';
import { CartLineFrame, lineNameClass, type CartLineProps } from '@/components/shop/line-parts';
import styles from './cart-line.module.css';
import { FittedName, PackLine } from '@/components/pharmacy/medicine-name';

type Props = CartLineProps<Line>;

/**
 * One cart line: badge, image, pack size, name (15 characters below 576 px), 'Only N left' when
 * few units are on hand, quantity, prices. '+' is disabled at MAX_QUANTITY; at a lower stock
 * limit it stays pressable so that the shopper is told why the quantity does not rise.
 */
export function CartLine({ line, onIncrement, onDecrement, onRemove, problem }: Props) {
  const stockId = useId();
  // Lines saved before stock was counted have none: nothing to say, the server still checks.
  const note = typeof line.stock === 'number' && line.stock > 0 ? stockNote(line.stock) : null;
  const media = (
    <div className={styles.media}>
      {line.discountPercent > 0 && (
        <span className={styles.badge}>{discountLabel(line.discountPercent)}</span>
      )}
      {line.image && (
        <SiteImage src={line.image} alt="" width={96} height={96} className={styles.image} />
      )}
    </div>
  );
  return (
    <CartLineFrame
      line={line}
      onRemove={onRemove}
      problem={problem}
      testId="cart-line"
      classes={styles}
      media={media}
    >
      {(problemId) => (
        <>
          <h3 className={lineNameClass}>
            <Link href={`/pharmacy/${line.slug}`}>
              <FittedName
                name={line.name}
                wide={{ className: styles.full }}
                narrow={{ className: styles.cut, cut: NAME_CUT.cartLineNarrow }}
              />
            </Link>
          </h3>
          <PackLine packSize={line.packSize} schedule={line.schedule} className={styles.pack} />
          {note && (
            <p id={stockId} className={styles.stockNote} data-testid="line-stock">
              {note}
            </p>
          )}
          <QuantityStepper
            label={`Quantity of ${line.name}`}
            value={line.quantity}
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            onIncrement={onIncrement}
            onDecrement={onDecrement}
            describedBy={[note && stockId, problemId].filter(Boolean).join(' ') || undefined}
          />
        </>
      )}
    </CartLineFrame>
  );
}
