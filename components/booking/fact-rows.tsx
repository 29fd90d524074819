import type { ReactNode } from 'react';
import factRows from './fact-rows.module.css';

/** One row of facts: its label and its value, with the classes a row or value may stand out by. */
export type Fact = { label: string; value: ReactNode; className?: string; valueClassName?: string };

type Props = {
  /** The card's own spacing for the list. */
  className: string;
  /** The rows in order; a `null` or `false` one (a fact that does not apply) is left out. */
  facts: readonly (Fact | null | false)[];
};

/**
 * A definition list read as rows, label left and value right: the booking's summary and
 * confirmation, and what the self-service pages show of a booking or an order.
 */
export function FactRows({ className, facts }: Props) {
  return (
    <dl className={`${className} ${factRows.rows}`}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.label} className={fact.className}>
              <dt>{fact.label}</dt>
              <dd className={fact.valueClassName}>{fact.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
