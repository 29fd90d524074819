import { formatInr } from '@/lib/money';
import { discountLabel } from '@/lib/pharmacy/display';
import styles from './price-block.module.css';

type Props = {
  pricePaise: number;
  mrpPaise: number;
  discountPercent: number;
  size?: 'large' | 'normal';
};

/** MRP struck through, the selling price, '{discount}% Off' and 'Inclusive of all taxes'. */
export function PriceBlock({ pricePaise, mrpPaise, discountPercent, size = 'normal' }: Props) {
  return (
    <div className={styles.block} data-size={size}>
      <p className={styles.line}>
        <span className={styles.price}>
          <span className="visually-hidden">Price </span>
          {formatInr(pricePaise)}
        </span>
        {mrpPaise > pricePaise && (
          <span className={styles.mrp}>
            MRP <s>{formatInr(mrpPaise)}</s>
          </span>
        )}
        {discountPercent > 0 && (
          <span className={styles.off}>{discountLabel(discountPercent)}</span>
        )}
      </p>
      <p className={styles.taxes}>Inclusive of all taxes</p>
    </div>
  );
}
