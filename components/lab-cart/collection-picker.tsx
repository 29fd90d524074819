'use client';

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { collectionDayLabel } from '@/lib/lab/display';
import type { CollectionChoice } from './use-lab-order-form';
import type { CollectionCheck, CollectionDay, CollectionWindow } from './use-collection-days';
import timeChoice from '@/components/booking/time-choice.module.css';
import { DateTab, tabKeyTarget, useDateTabs } from '@/components/booking/date-tab';
import styles from './collection-picker.module.css';

const TAB_CLASSES = { tab: styles.tab, label: styles.tabLabel, note: styles.tabNote };

/** A window with this many places or fewer says so ('2 left'). */
const FEW_PLACES = 2;

type Props = {
  check: CollectionCheck;
  onRetry(): void;
  value: CollectionChoice | null;
  onChoose(choice: CollectionChoice | null): void;
  /** The schema's or the server's message about the window ('Choose a collection time'). */
  error?: string;
};

const isChoosable = (w: CollectionWindow) => w.open && w.left > 0;

/** 'Full', 'Closed', '2 left', or nothing to say. */
function windowNote(w: CollectionWindow): string | null {
  if (w.left <= 0) return 'Full';
  if (!w.open) return 'Closed';
  return w.left <= FEW_PLACES ? `${w.left} left` : null;
}

function dayNote(day: CollectionDay): string {
  const free = day.windows.filter(isChoosable).length;
  if (free > 0) return `${free} free`;
  return day.windows.every((w) => w.left <= 0) ? 'Full' : 'Closed';
}

/**
 * The home sample collection time (issue 17): the pincode's area, then seven date tabs (today and
 * the six days after) and each date's 30-minute windows from 06:00 to 11:00. A full or closed
 * window cannot be chosen; choosing another date clears the chosen window.
 */
export function CollectionPicker({ check, onRetry, value, onChoose, error }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const served = check.state === 'served' ? check : null;

  // A chosen window that is taken or closes meanwhile (seen on a refresh) stops being a choice.
  useEffect(() => {
    if (!served || !value) return;
    const day = served.days.find((d) => d.date === value.date);
    const chosen = day?.windows.find((w) => w.time === value.time);
    if (!chosen || !isChoosable(chosen)) onChoose(null);
  }, [served, value, onChoose]);

  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`} data-testid="collection">
      <h2 id={`${id}-title`} className={styles.title}>
        Sample collection time
      </h2>
      {check.state === 'none' && (
        <p className={styles.note}>
          Enter the 6-digit pincode of the collection address to see the times we can visit.
        </p>
      )}
      {check.state === 'checking' && (
        <p className={styles.note} role="status">
          Checking pincode {check.pincode}…
        </p>
      )}
      {check.state === 'not-served' && (
        <p className={styles.problem} role="status" data-testid="collection-not-served">
          {check.message}
        </p>
      )}
      {check.state === 'unknown' && (
        <div className={styles.problem} role="status">
          <p>{check.message ?? 'The collection times could not be loaded.'}</p>
          {!check.message && (
            <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      )}
      {served && (
        <Days
          idBase={id}
          area={served.area}
          days={served.days}
          value={value}
          onChoose={onChoose}
          describedBy={error ? errorId : undefined}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

type DaysProps = {
  idBase: string;
  area: string;
  days: CollectionDay[];
  value: CollectionChoice | null;
  onChoose(choice: CollectionChoice | null): void;
  describedBy?: string;
};

function Days({ idBase, area, days, value, onChoose, describedBy }: DaysProps) {
  const tabs = useDateTabs();
  // The chosen window's date, else the first date with a window free (today's close by 09:30).
  const firstFree = Math.max(
    0,
    days.findIndex((d) => d.windows.some(isChoosable)),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const shown = days.find((d) => d.date === (picked ?? value?.date)) ?? days[firstFree];
  const selected = days.indexOf(shown);
  const today = days[0]?.date ?? '';

  function select(index: number) {
    const day = days[index];
    if (!day || day.date === shown.date) return;
    setPicked(day.date);
    onChoose(null);
  }

  // Arrow keys, Home and End move between dates as in any tab list.
  function onKeyDown(event: KeyboardEvent) {
    const next = tabKeyTarget(event.key, selected, days.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs.focus(next);
  }

  if (!shown) return null;
  const chosen = value?.date === shown.date ? value.time : null;
  const chosenLabel = value
    ? days.find((d) => d.date === value.date)?.windows.find((w) => w.time === value.time)?.label
    : undefined;

  return (
    <>
      <p className={styles.area} data-testid="collection-area">
        Home collection available in <strong>{area}</strong>
      </p>
      <div
        role="tablist"
        aria-label="Collection dates"
        className={styles.tabs}
        onKeyDown={onKeyDown}
      >
        {days.map((day, index) => (
          <DateTab
            key={day.date}
            idBase={idBase}
            index={index}
            selected={index === selected}
            tabRef={tabs.refFor(index)}
            classes={TAB_CLASSES}
            label={collectionDayLabel(day.date, today)}
            note={dayNote(day)}
            onSelect={select}
          />
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-tab-${selected}`}
        className={styles.panel}
      >
        <ul role="list" className={styles.windows}>
          {shown.windows.map((w) => {
            const note = windowNote(w);
            return (
              <li key={w.time}>
                <button
                  type="button"
                  className={`${timeChoice.choice} ${styles.window}`}
                  aria-pressed={chosen === w.time}
                  aria-describedby={describedBy}
                  disabled={!isChoosable(w)}
                  onClick={() => onChoose({ date: shown.date, time: w.time })}
                >
                  <span>{w.label}</span>
                  {note && <span className={styles.windowNote}>{note}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className={styles.chosen} aria-live="polite" data-testid="collection-choice">
        {value && chosenLabel
          ? `Collection: ${collectionDayLabel(value.date, today)}, ${chosenLabel}`
          : 'Choose a time for the phlebotomist to visit.'}
      </p>
    </>
  );
}
