import type { ReactNode } from 'react';
import styles from './placed-card.module.css';

type Props = {
  title: string;
  /** What was received and what was done. */
  lead: ReactNode;
  /** 'wide' for a card with more to say. */
  wide?: boolean;
  /** The tick; off for a card that has nothing done to show. */
  tick?: boolean;
  children: ReactNode;
};

/** The card of the page after a payment: a tick, the title, the lead, then the purchase's own parts. */
export function PlacedCard({ title, lead, wide = false, tick = true, children }: Props) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
        {tick && (
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </div>
  );
}

/** A boxed section of the card (the order's lines, the next steps). */
export const placedPanelClass = styles.panel;
