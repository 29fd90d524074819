'use client';

import { Icon } from '@/components/ui/icon';
import { ProductThumb } from './product-thumb';
import { Link } from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiSuggestion } from '@/lib/pharmacy/api-shape';
import { useTypedEarly } from '@/components/ui/use-typed-early';
import { SEARCH_PATH, searchHref } from './search-paths';
import styles from './medicine-search.module.css';

/** Wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type State = { query: string; results: ApiSuggestion[]; total: number } | null;

/**
 * The medicine search box: debounced, answered by GET /api/pharmacy/search (an indexed query on
 * the server, never a catalogue download). Empty box: no suggestions; no match: 'No results found'.
 * It is a GET form to /pharmacy/search: Enter opens every match, also before any script runs;
 * 'See all N results' under the suggestions goes there too.
 */
export function MedicineSearch({ initialQuery = '' }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [answer, setAnswer] = useState<State>(null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const boxRef = useRef<HTMLFormElement>(null);
  // Letters typed before the box hydrated are searched for as if typed just now.
  const inputRef = useTypedEarly<HTMLInputElement>((typed, input) => {
    setQuery(typed);
    if (document.activeElement === input) setOpen(true);
  }, initialQuery);
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`/api/pharmacy/search?q=${encodeURIComponent(trimmed)}`, {
          signal: controller.signal,
        });
        const body = (await res.json()) as { data?: ApiSuggestion[]; total?: number };
        setAnswer({ query: trimmed, results: body.data ?? [], total: body.total ?? 0 });
      } catch (error) {
        // Failed fetches are only logged (pharmacy.md section 8).
        if (!controller.signal.aborted) console.error('medicine search failed', error);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);

  const current = trimmed && answer?.query === trimmed ? answer : null;
  const results = current ? current.results : null;
  const showPanel = open && trimmed !== '' && results !== null;

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') setOpen(false);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(
      boxRef.current?.querySelectorAll<HTMLAnchorElement>('[data-suggestion]') ?? [],
    );
    if (!links.length) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1;
    if (next < 0) boxRef.current?.querySelector('input')?.focus();
    else links[next].focus();
  }

  return (
    <form
      className={styles.search}
      ref={boxRef}
      onKeyDown={onKeyDown}
      action={SEARCH_PATH}
      method="get"
      role="search"
      onSubmit={(event) => {
        // An empty box searches nothing.
        if (!trimmed) event.preventDefault();
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search medicines
      </label>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="search" size={20} />
      </span>
      <input
        id={`${listId}-input`}
        ref={inputRef}
        name="q"
        type="search"
        className={styles.input}
        placeholder="Search for medicines, e.g. Paracetamol"
        autoComplete="off"
        value={query}
        aria-controls={showPanel ? listId : undefined}
        aria-describedby={`${listId}-status`}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <p id={`${listId}-status`} className="visually-hidden" aria-live="polite">
        {showPanel ? (results.length ? `${results.length} suggestions` : 'No results found') : ''}
      </p>
      {showPanel && (
        <div className={styles.panel} id={listId} data-testid="search-panel">
          {results.length === 0 ? (
            <p className={styles.empty}>No results found</p>
          ) : (
            <ul role="list" className={styles.list}>
              {results.map((s) => (
                <li key={s._id}>
                  <Link
                    href={s.link}
                    className={styles.item}
                    data-suggestion
                    onClick={() => setOpen(false)}
                  >
                    <ProductThumb src={s.image} />
                    <span className={styles.name}>{s.name}</span>
                    {!s.exact && <span className={styles.near}>Similar</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {current && current.total > 0 && (
            <Link
              href={searchHref(trimmed)}
              className={styles.all}
              data-suggestion
              onClick={() => setOpen(false)}
            >
              See all {current.total} {current.total === 1 ? 'result' : 'results'}
            </Link>
          )}
        </div>
      )}
    </form>
  );
}
