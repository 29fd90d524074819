import type { CSSProperties } from 'react';
import styles from './star-rating.module.css';

/**
 * Up to five stars as one element: the accessible name carries the number, and the stars are
 * text painted by a gradient that stops after the last filled one. Five drawn icons were eleven
 * elements and five `<use>` copies of the sprite's symbol a rating.
 */
export function StarRating({ value, max = 5 }: { value: number; max?: number }) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`Rated ${filled} out of ${max}`}
      style={{ '--filled': filled / max } as CSSProperties}
    >
      {'★'.repeat(max)}
    </span>
  );
}
