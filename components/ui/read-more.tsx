'use client';

import { useState } from 'react';
import { truncate } from '@/lib/text';
import styles from './read-more.module.css';

type Props = {
  text: string;
  /** Characters shown while collapsed. */
  limit: number;
  moreLabel?: string;
  lessLabel?: string;
  className?: string;
};

/**
 * Plain text cut at `limit` with a toggle, shown only when the text is longer. The full text is
 * in the server HTML too (for search engines); collapsed, the rest is hidden.
 */
export function ReadMore({
  text,
  limit,
  moreLabel = 'Read More...',
  lessLabel = 'Show Less...',
  className,
}: Props) {
  const [open, setOpen] = useState(false);
  if (Array.from(text).length <= limit) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {open ? text : truncate(text, limit, '')}
      {open ? ' ' : '… '}
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? lessLabel : moreLabel}
      </button>
    </p>
  );
}
