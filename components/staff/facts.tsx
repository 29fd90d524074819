import { Fragment, type ReactNode } from 'react';
import styles from './staff.module.css';

/** One term of a record's facts; `null` leaves a fact out (one the record does not have). */
export type Fact = { term: string; detail: ReactNode } | null;

/** A record's facts as a description list: a term and its detail, in the order given. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) =>
        fact ? (
          <Fragment key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/**
 * A record's first panel: its facts under a heading only a screen reader reads (`id` labels the
 * panel).
 */
export function FactsPanel({
  id,
  heading,
  facts,
}: {
  id: string;
  heading: string;
  facts: readonly Fact[];
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className="visually-hidden">
        {heading}
      </h2>
      <Facts facts={facts} />
    </section>
  );
}
