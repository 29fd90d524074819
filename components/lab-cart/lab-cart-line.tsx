'use client';

import { Link } from '@/components/ui/link';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { CartLineFrame, lineNameClass, type CartLineProps } from '@/components/shop/line-parts';
import { LAB_MAX_QUANTITY, LAB_MIN_QUANTITY } from '@/lib/lab/booking-rules';
import type { LabCartLine as Line } from '@/lib/lab/cart-rules';
import { labHref, testCountLabel } from '@/lib/lab/display';
import styles from './lab-cart-line.module.css';

type Props = CartLineProps<Line>;

/**
 * One test or package in the lab cart: its kind, name, the people taking it (its quantity, 1 to
 * LAB_MAX_QUANTITY) and its price for all of them against the MRP.
 */
export function LabCartLine({ line, onIncrement, onDecrement, onRemove, problem }: Props) {
  return (
    <CartLineFrame
      line={line}
      onRemove={onRemove}
      problem={problem}
      testId="lab-cart-line"
      classes={styles}
    >
      {(problemId) => (
        <>
          <p className={styles.kind}>
            {line.kind === 'package' ? `Package · ${testCountLabel(line.testIds.length)}` : 'Test'}
          </p>
          <h3 className={lineNameClass}>
            <Link href={labHref(line.slug)}>{line.name}</Link>
          </h3>
          <div className={styles.people}>
            <span aria-hidden="true">People</span>
            <QuantityStepper
              label={`People taking ${line.name}`}
              value={line.quantity}
              min={LAB_MIN_QUANTITY}
              max={LAB_MAX_QUANTITY}
              onIncrement={onIncrement}
              onDecrement={onDecrement}
              describedBy={problemId}
            />
          </div>
        </>
      )}
    </CartLineFrame>
  );
}
