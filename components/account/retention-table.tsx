import { ERASED_AT_ONCE, RETENTION_RULES } from '@/lib/accounts/retention';
import styles from './privacy.module.css';

/** What an erasure removes at once, and what the law keeps, for how long and why. */
export function RetentionTable({ headingId }: { headingId: string }) {
  return (
    <>
      <p className={styles.muted}>Erased at once:</p>
      <ul>
        {ERASED_AT_ONCE.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 id={headingId}>What we keep, for how long, and why</h3>
      <div className={styles.tableWrap} role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">What we keep</th>
              <th scope="col">For how long</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_RULES.map((rule) => (
              <tr key={rule.record}>
                <td>{rule.record}</td>
                <td>{rule.period}</td>
                <td>{rule.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>
        Kept records are no longer linked to any account, are used only for the reason given, and
        are deleted when their period ends.
      </p>
    </>
  );
}
