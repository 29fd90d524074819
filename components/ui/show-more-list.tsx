'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './show-more-list.module.css';

type Props = {
  items: ReactNode[];
  /** Items shown while collapsed; the toggle appears only when there are more. */
  initial: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
  listLabel?: string;
  /** 'compact' for a list inside a content column: a small toggle, closer to the list. */
  density?: 'regular' | 'compact';
};

/**
 * A list with a show-all toggle. Every item is in the server HTML (search engines follow their
 * links); the extra ones are `hidden` until the toggle is pressed.
 */
export function ShowMoreList({
  items,
  initial,
  moreLabel,
  lessLabel,
  className,
  listLabel,
  density = 'regular',
}: Props) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const hasMore = items.length > initial;
  return (
    <>
      <ul role="list" id={listId} className={className} aria-label={listLabel}>
        {items.map((item, i) => (
          <li key={i} hidden={!expanded && i >= initial}>
            {item}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.toggleRow} data-density={density}>
          <button
            type="button"
            className={density === 'compact' ? 'btn btn-outline btn-sm' : 'btn btn-outline'}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? lessLabel : moreLabel}
          </button>
        </div>
      ) : null}
    </>
  );
}
