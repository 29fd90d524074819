import type { ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import type { ActionState } from '@/lib/staff/action';
import { RemoveButton } from './remove-button';
import styles from './profile.module.css';

type Entry = {
  id: number;
  /** The entry's name for a screen reader's list. */
  name: string;
  summary: ReactNode;
  /** The entry's own form, opened under its summary. */
  editor: ReactNode;
  remove: () => Promise<ActionState>;
  removeLabel: string;
  confirmText: string;
};

type Props = {
  heading: string;
  /** The words in front of the list while it is empty, and the name of what it counts. */
  emptyText: string;
  noun: string;
  max: number;
  entries: Entry[];
  /** The card that adds one, shown while the list has room. */
  addHeading: string;
  addForm: ReactNode;
};

/**
 * A list of what the account keeps, up to a limit (the family, the addresses): a card with the
 * count and an entry a record (its summary opens its form and its removal), then a card to add
 * one while there is room.
 */
export function SavedList({ heading, emptyText, noun, max, entries, addHeading, addForm }: Props) {
  return (
    <>
      <div className={formStyles.card}>
        <h2>{heading}</h2>
        <p className={styles.muted}>
          {entries.length === 0 ? emptyText : `${entries.length} of ${max} ${noun}.`}
        </p>
        <ul className={styles.list} role="list">
          {entries.map((entry) => (
            <li key={entry.id} aria-label={entry.name}>
              <details>
                <summary>{entry.summary}</summary>
                {entry.editor}
                <RemoveButton
                  remove={entry.remove}
                  label={entry.removeLabel}
                  confirmText={entry.confirmText}
                />
              </details>
            </li>
          ))}
        </ul>
      </div>
      {entries.length < max ? (
        <div className={formStyles.card}>
          <h2>{addHeading}</h2>
          {addForm}
        </div>
      ) : null}
    </>
  );
}
