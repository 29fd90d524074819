import { Activity } from 'react';
import { Link } from '@/components/ui/link';
import type { LabCard as Card, LabCategory } from '@/lib/lab/types';
import { LabCard } from './lab-card';
import styles from './lab-catalogue.module.css';

/**
 * The search and category chips of /lab-tests: a plain GET form and plain links, so both work
 * by keyboard and before any script, and each result has an address of its own.
 */
export function LabFinder({
  categories,
  query,
  category,
}: {
  categories: LabCategory[];
  query: string;
  category?: string;
}) {
  return (
    <div className={styles.finder}>
      <form action="/lab-tests" method="get" role="search" className={styles.search}>
        <label htmlFor="lab-q" className="visually-hidden">
          Search tests and packages
        </label>
        <input
          id="lab-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={60}
          placeholder="Search tests and packages, e.g. thyroid, HbA1c"
          className={styles.input}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      <nav aria-label="Lab test categories">
        <ul role="list" className={styles.chips}>
          <li>
            <Link
              href="/lab-tests"
              className={styles.chip}
              aria-current={!category && !query ? 'page' : undefined}
            >
              All
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link
                href={`/lab-tests?category=${c.slug}`}
                className={styles.chip}
                aria-current={category === c.slug ? 'page' : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * A titled grid of cards; `empty` is said when there is none. The cards are client components:
 * they hydrate after the page, in time slices of their own, not in the page's first task
 * (docs/decisions/hydration-boundaries.md). The title stays with the page.
 */
export function LabGrid({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: Card[];
  empty?: string;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <Activity>
          <ul role="list" className={styles.grid}>
            {items.map((item) => (
              <li key={item.id}>
                <LabCard item={item} />
              </li>
            ))}
          </ul>
        </Activity>
      )}
    </section>
  );
}
