'use client';

import { useEffect, useId, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useTypedEarly } from '@/components/ui/use-typed-early';
import type { CatalogueHit } from '@/lib/prescriptions/catalogue';
import { TELEMEDICINE_LIST_LABELS, type TelemedicineList } from '@/lib/prescriptions/rules';
import type { PrescribedLineText, PrescriptionItemKind } from '@/lib/prescriptions/schema';
import styles from '@/components/staff/staff.module.css';
import css from './prescription.module.css';

/** A line of the prescription being written: from a catalogue (its id, and a medicine's list) or typed. */
export type DraftLine = {
  key: number;
  kind: PrescriptionItemKind;
  catalogueId?: number;
  list?: TelemedicineList;
} & PrescribedLineText;

export type CatalogueSearch = (
  kind: PrescriptionItemKind,
  query: string,
) => Promise<CatalogueHit[]>;

let keys = 0;
const newLine = (kind: PrescriptionItemKind, hit?: CatalogueHit): DraftLine => ({
  key: ++keys,
  kind,
  catalogueId: hit?.id,
  list: hit?.kind === 'medicine' ? hit.list : undefined,
  name: hit?.name ?? '',
  strength: '',
  dose: '',
  frequency: '',
  duration: '',
  instructions: '',
});

/** One picker: type two letters, choose a catalogue item, or add a free-text line. */
export function CataloguePicker({
  kind,
  label,
  search,
  onPick,
}: {
  kind: PrescriptionItemKind;
  label: string;
  search: CatalogueSearch;
  onPick: (line: DraftLine) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const inputRef = useTypedEarly<HTMLInputElement>(setQuery);
  const [hits, setHits] = useState<CatalogueHit[]>([]);
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => {
    if (query.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      search(kind, query).then(
        (found) => {
          if (!live) return;
          setHits(found);
          setFailed(false);
        },
        () => {
          if (!live) return;
          setHits([]);
          setFailed(true);
        },
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, query, search]);
  const searching = query.trim().length >= 2;
  const shown = searching ? hits : [];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(e) => {
          setQuery(e.target.value);
          setFailed(false);
        }}
      />
      {searching && failed ? (
        <p className={styles.fieldError} role="alert">
          The catalogue could not be searched just now. Type again, or add the line by hand.
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={css.hits} aria-label={`${label}: results`}>
          {shown.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => {
                  onPick(newLine(kind, hit));
                  setQuery('');
                }}
              >
                Add {hit.name}
              </button>{' '}
              <span className={styles.hint}>
                {hit.kind === 'medicine' ? TELEMEDICINE_LIST_LABELS[hit.list] : hit.detail}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className={`btn btn-sm btn-outline ${styles.freeText}`}
        disabled={!hydrated}
        onClick={() => onPick({ ...newLine(kind), name: query.trim() })}
      >
        {kind === 'medicine'
          ? 'Add a medicine not in the catalogue'
          : 'Add a test not in the catalogue'}
      </button>
    </div>
  );
}
