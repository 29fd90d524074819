import styles from './quantity-stepper.module.css';

type Props = {
  /** Names the group for assistive technology: 'Quantity of {name}'. */
  label: string;
  value: number;
  min: number;
  max: number;
  onIncrement(): void;
  onDecrement(): void;
  /** Ids of notes that explain a limit on '+' ('Only 3 left', a server's refusal). */
  describedBy?: string;
};

/**
 * The – / + quantity control of a cart line (the pharmacy's and the lab's): '−' stops at `min`,
 * '+' at `max`, and the new quantity is announced.
 */
export function QuantityStepper({
  label,
  value,
  min,
  max,
  onIncrement,
  onDecrement,
  describedBy,
}: Props) {
  return (
    <div className={styles.quantity} role="group" aria-label={label}>
      <button
        type="button"
        onClick={onDecrement}
        disabled={value <= min}
        aria-label="Decrease quantity"
      >
        −
      </button>
      <output aria-live="polite" data-testid="line-quantity">
        {value}
      </output>
      <button
        type="button"
        onClick={onIncrement}
        disabled={value >= max}
        aria-label="Increase quantity"
        aria-describedby={describedBy}
      >
        +
      </button>
    </div>
  );
}
