'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CheckIcon, MapPinIcon } from '@/components/ui/icons';
import { DisclosureChevron } from './disclosure-chevron';
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer';
import styles from './location-dropdown.module.css';

type Props = {
  branches: { id: number; name: string }[];
  /** 'dark' on a purple background (mobile sidebar), 'light' in the white header. */
  tone?: 'light' | 'dark';
  /** The chosen branch's index, when the parent keeps it (the mobile sidebar, drawn when open). */
  selected?: number;
  onSelect?: (index: number) => void;
};

/**
 * The branch chooser: a button showing the chosen branch that opens a listbox.
 * Keyboard: arrows/Home/End move, Enter/Space choose, Escape or Tab close.
 */
export function LocationDropdown({ branches, tone = 'light', ...chosenBy }: Props) {
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  const [ownSelected, setOwnSelected] = useState(0);
  const selected = chosenBy.selected ?? ownSelected;
  const setSelected = chosenBy.onSelect ?? setOwnSelected;
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const id = useId();
  const listId = `${id}-list`;

  useEffect(() => {
    if (!open) return;
    optionRefs.current[active]?.focus();
  }, [open, active]);

  useCloseOnOutsidePointer(rootRef, open, setOpen);

  if (branches.length === 0) return null;
  const chosen = branches[selected] ?? branches[0];

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    setSelected(index);
    close(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(selected);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = branches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={`${styles.root} ${tone === 'dark' ? styles.dark : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close(false) : openAt(selected))}
        // Until the page's script runs the menu cannot open: the button says so.
        disabled={!ready}
        onKeyDown={onButtonKeyDown}
      >
        <MapPinIcon size={18} />
        <span className="visually-hidden">Location: </span>
        <span className={styles.value}>{chosen.name}</span>
        <DisclosureChevron open={open} size={16} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Choose a location"
        className={styles.list}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {branches.map((branch, index) => (
          <li
            key={branch.id}
            ref={(node) => {
              optionRefs.current[index] = node;
            }}
            id={`${id}-opt-${branch.id}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === selected}
            className={styles.option}
            onClick={() => choose(index)}
            onMouseMove={() => active !== index && setActive(index)}
          >
            <span>{branch.name}</span>
            {index === selected ? <CheckIcon size={16} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
