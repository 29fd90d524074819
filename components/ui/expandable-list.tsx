'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './expandable-list.module.css';

type Props = {
  items: ReactNode[];
  /** Shown while collapsed; the toggle exists only when there are more items. */
  initial: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
};

/** A list whose first `initial` items show, with a toggle for the rest (all are in the HTML). */
export function ExpandableList({ items, initial, moreLabel, lessLabel, className }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const limited = items.length > initial;
  return (
    <>
      <ul role="list" id={listId} className={className}>
        {items.map((item, i) => (
          <li key={i} hidden={limited && !open && i >= initial}>
            {item}
          </li>
        ))}
      </ul>
      {limited ? (
        <div className={styles.toggleRow}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? lessLabel : moreLabel}
          </button>
        </div>
      ) : null}
    </>
  );
}
