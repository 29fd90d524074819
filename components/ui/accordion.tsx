'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';

export type AccordionItem = {
  id: string | number;
  question: string;
  /** Rendered on the server (content HTML goes through <SafeHtml> there). */
  answer: ReactNode;
};

type Props = {
  items: AccordionItem[];
  /** 'multiple': several open at once (home FAQ); 'single': opening one closes the other. */
  mode: 'multiple' | 'single';
  /** Show only this many until the toggle is pressed; the toggle appears only with more items. */
  initialVisible?: number;
  showAllLabel?: string;
  showLessLabel?: string;
  headingLevel?: 'h3' | 'h4';
};

/** FAQ accordion with a plus/minus icon that reflects each item's state. */
export function Accordion({
  items,
  mode,
  initialVisible,
  showAllLabel = 'View All',
  showLessLabel = 'View Less',
  headingLevel: Heading = 'h3',
}: Props) {
  const baseId = useId();
  const [open, setOpen] = useState<Set<AccordionItem['id']>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const limited = initialVisible !== undefined && items.length > initialVisible;
  const visible = limited && !showAll ? items.slice(0, initialVisible) : items;

  function toggle(id: AccordionItem['id']) {
    setOpen((current) => {
      const next = new Set(mode === 'single' ? [] : current);
      // A second click on an open item closes it, in both modes.
      if (current.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className={styles.accordion}>
      {visible.map((item, i) => {
        const isOpen = open.has(item.id);
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.id} className={styles.item} data-open={isOpen}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true">
                  {isOpen ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!isOpen}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
      {limited && (
        <button type="button" className={styles.more} onClick={() => setShowAll((v) => !v)}>
          {showAll ? showLessLabel : showAllLabel}
        </button>
      )}
    </div>
  );
}
