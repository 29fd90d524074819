import { useRef } from 'react';
import { useReplayedTap } from '@/components/ui/replayed-tap';
import { useHydrated } from '@/components/ui/use-hydrated';

type Props = {
  /** The tab list's id base: the tab is `{idBase}-tab-{index}`, its panel `{idBase}-panel`. */
  idBase: string;
  index: number;
  selected: boolean;
  /** Keeps the tab for the arrow keys to move the focus (useDateTabs' refFor). */
  tabRef(element: HTMLButtonElement | null): void;
  classes: { tab: string; label: string; note: string };
  label: string;
  /** Under the date: its free slots or windows. */
  note: string;
  onSelect(index: number): void;
};

/**
 * One date of a tab list of dates (a doctor's days, the lab's collection days). Drawn in a page's
 * HTML, a tap before hydration is kept and selects it then (docs/decisions/early-taps.md).
 */
export function DateTab({
  idBase,
  index,
  selected,
  tabRef,
  classes,
  label,
  note,
  onSelect,
}: Props) {
  const id = `${idBase}-tab-${index}`;
  const early = useReplayedTap(id, useHydrated(), () => onSelect(index));
  return (
    <button
      ref={tabRef}
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={`${idBase}-panel`}
      tabIndex={selected ? 0 : -1}
      className={classes.tab}
      {...early}
      onClick={() => onSelect(index)}
    >
      <span className={classes.label}>{label}</span>
      <span className={classes.note}>{note}</span>
    </button>
  );
}

/** A tab list's tabs, kept so that the arrow keys can move the focus. */
export function useDateTabs() {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    refFor: (index: number) => (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
    focus: (index: number) => tabs.current[index]?.focus(),
  };
}

/** Where each key a tab list answers moves the selection, from `selected` with `last` the end. */
const TAB_MOVES = new Map<string, (selected: number, last: number) => number>([
  ['ArrowRight', (selected) => selected + 1],
  ['ArrowLeft', (selected) => selected - 1],
  ['Home', () => 0],
  ['End', (_, last) => last],
]);

/**
 * The tab an arrow key, Home or End moves to from `selected` in a list of `count` tabs, kept
 * within the list; `null` for any other key, which the tab list leaves to the browser.
 */
export function tabKeyTarget(key: string, selected: number, count: number): number | null {
  const move = TAB_MOVES.get(key);
  if (!move) return null;
  return Math.max(0, Math.min(count - 1, move(selected, count - 1)));
}
