import type { FieldRow } from './schema-rows';
import { InlineText } from './rich-text';
import styles from './api-docs.module.css';

/** Fields of a body, an answer or the parameters: name, type, required, rules, description. */
export function FieldList({
  rows,
  place,
}: {
  rows: FieldRow[];
  place?: (row: FieldRow) => string;
}) {
  return (
    <dl className={styles.fields}>
      {rows.map((row) => (
        <div key={`${place?.(row) ?? ''}${row.name}`} className={styles.field}>
          <dt>
            <code className={styles.fieldName}>{row.name}</code>{' '}
            <span className={styles.type}>
              {row.ref ? <a href={`#schema-${row.ref.toLowerCase()}`}>{row.type}</a> : row.type}
            </span>
            {place ? <span className={styles.place}> in {place(row)}</span> : null}{' '}
            <span className={row.required ? styles.required : styles.optional}>
              {row.required ? 'required' : 'optional'}
            </span>
          </dt>
          {row.rules.length > 0 || row.description ? (
            <dd>
              {row.rules.length > 0 ? (
                <span className={styles.rules}>{row.rules.join('; ')}</span>
              ) : null}
              {row.rules.length > 0 && row.description ? ' — ' : null}
              {row.description ? <InlineText text={row.description} /> : null}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
