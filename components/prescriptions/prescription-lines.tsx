import type { PrescriptionLine } from '@/lib/prescriptions/reads';
import css from './prescription.module.css';

type Shown = Pick<
  PrescriptionLine,
  'id' | 'kind' | 'name' | 'strength' | 'dose' | 'frequency' | 'duration' | 'instructions'
>;

/** A signed e-prescription's lines: each medicine with its facts, then the investigations. */
export function PrescriptionLines({ items }: { items: Shown[] }) {
  const medicines = items.filter((i) => i.kind === 'medicine');
  const tests = items.filter((i) => i.kind === 'investigation');
  const facts = (i: Shown) =>
    [i.strength, i.dose, i.frequency, i.duration, i.instructions].filter(Boolean).join(', ');
  return (
    <>
      {medicines.length > 0 ? (
        <>
          <h3>Medicines</h3>
          <ol className={css.items}>
            {medicines.map((m) => (
              <li key={m.id}>
                <strong>{m.name}</strong>
                {facts(m) ? ` (${facts(m)})` : ''}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {tests.length > 0 ? (
        <>
          <h3>Investigations</h3>
          <ol className={css.items}>
            {tests.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}
