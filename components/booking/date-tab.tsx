import { useRef } from 'react';

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

/** One date of a tab list of dates (a doctor's days, the lab's collection days). */
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
  return (
    <button
      ref={tabRef}
      type="button"
      role="tab"
      id={`${idBase}-tab-${index}`}
      aria-selected={selected}
      aria-controls={`${idBase}-panel`}
      tabIndex={selected ? 0 : -1}
      className={classes.tab}
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
