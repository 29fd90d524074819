'use client';

import type { KeyboardEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { dateTabLabel } from '@/lib/booking/labels';
import { availableCount, type ScheduleDay } from '@/lib/booking/slots';
import type { IndiaNow } from '@/lib/time/india';
import { DateTab, tabKeyTarget, useDateTabs } from './date-tab';
import styles from './booking-panel.module.css';

const TAB_CLASSES = { tab: styles.tab, label: styles.tabLabel, note: styles.tabCount };

type Props = {
  idBase: string;
  days: ScheduleDay[];
  now: IndiaNow;
  selected: number;
  windowStart: number;
  perView: number;
  onSelect: (index: number) => void;
  onMoveWindow: (start: number) => void;
};

/** The date tabs (3 at a time, 2 on small screens) and the arrows that move through them. */
export function DateTabs({
  idBase,
  days,
  now,
  selected,
  windowStart,
  perView,
  onSelect,
  onMoveWindow,
}: Props) {
  const tabs = useDateTabs();
  const visible = days.slice(windowStart, windowStart + perView);

  // Arrow keys move between dates as in any tab list; focus follows once the tab is rendered.
  function onKeyDown(event: KeyboardEvent) {
    const next = tabKeyTarget(event.key, selected, days.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    requestAnimationFrame(() => tabs.focus(next));
  }

  return (
    <div className={styles.tabsRow}>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Earlier dates"
        disabled={windowStart === 0}
        onClick={() => onMoveWindow(windowStart - 1)}
      >
        <ChevronDownIcon className={styles.arrowLeft} />
      </button>
      <div
        role="tablist"
        aria-label="Appointment dates"
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {visible.map((day, offset) => (
          <DateTab
            key={day.date}
            idBase={idBase}
            index={windowStart + offset}
            selected={windowStart + offset === selected}
            tabRef={tabs.refFor(windowStart + offset)}
            classes={TAB_CLASSES}
            label={dateTabLabel(day.date, now.date)}
            note={`${availableCount(day, now)} Slots`}
            onSelect={onSelect}
          />
        ))}
      </div>
      <button
        type="button"
        className={styles.arrow}
        aria-label="Later dates"
        disabled={windowStart + perView >= days.length}
        onClick={() => onMoveWindow(windowStart + 1)}
      >
        <ChevronDownIcon className={styles.arrowRight} />
      </button>
    </div>
  );
}
