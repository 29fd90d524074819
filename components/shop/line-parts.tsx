import { useId, type ReactNode } from 'react';
import { formatInr } from '@/lib/money';
import { lineMrpPaise, linePaise } from '@/lib/pharmacy/cart-math';
import removeButton from '@/components/cart/remove-button.module.css';
import type { ShopLine } from './cart-store';
import itemName from './item-name.module.css';
import styles from './cart-line.module.css';

/** What every cart's line is given: the line and what its buttons do. */
export type CartLineProps<L extends ShopLine> = {
  line: L;
  onIncrement(): void;
  onDecrement(): void;
  onRemove(): void;
  /** Why the server refused this line at checkout ('Only 3 of X left in stock...'), if it did. */
  problem?: string;
};

/** A cart line's name heading; its link is the catalogue's. */
export const lineNameClass = itemName.name;

/** Why the server refused this line at checkout, if it did; `id` describes the line's stepper. */
export function LineProblem({ id, problem }: { id: string; problem?: string }) {
  if (!problem) return null;
  return (
    <p id={id} className={styles.problem} data-testid="line-problem">
      {problem}
    </p>
  );
}

type PricesProps = {
  line: ShopLine;
  onRemove(): void;
  /** The catalogue's own placing of the prices and of 'Remove' in its line. */
  className: string;
  removeClassName: string;
};

/** A line's price for its quantity against the MRP, and 'Remove'. */
export function LinePrices({ line, onRemove, className, removeClassName }: PricesProps) {
  return (
    <div className={`${styles.prices} ${className}`}>
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
        className={`${removeButton.remove} ${removeClassName}`}
        onClick={onRemove}
      >
        Remove<span className="visually-hidden"> {line.name}</span>
      </button>
    </div>
  );
}

type FrameProps<L extends ShopLine> = CartLineProps<L> & {
  testId: string;
  /** The catalogue's CSS module: its line, info, prices and remove classes. */
  classes: Readonly<Record<string, string>>;
  /** Before the info column (a medicine's picture). */
  media?: ReactNode;
  /** The info column's content; given the refusal's id for the stepper to be described by. */
  children(problemId: string | undefined): ReactNode;
};

/** A cart line: the catalogue's info column closed by the server's refusal, then the prices. */
export function CartLineFrame<L extends ShopLine>({
  line,
  onRemove,
  problem,
  testId,
  classes,
  media,
  children,
}: Omit<FrameProps<L>, 'onIncrement' | 'onDecrement'>) {
  const problemId = useId();
  return (
    <li className={classes.line} data-testid={testId}>
      {media}
      <div className={classes.info}>
        {children(problem ? problemId : undefined)}
        <LineProblem id={problemId} problem={problem} />
      </div>
      <LinePrices
        line={line}
        onRemove={onRemove}
        className={classes.prices}
        removeClassName={classes.remove}
      />
    </li>
  );
}
