import type { ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import styles from './self-service.module.css';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** The record's status, as a badge beside the title (the record's first card). */
  badge?: string;
  children: ReactNode;
};

/**
 * One card of a record a patient opened with the one-time code (an order, a lab booking, an
 * appointment): a section named by its heading.
 */
export function RecordSection({ id, title, badge, children }: Props) {
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section className={`${formStyles.card} ${styles.section}`} aria-labelledby={id}>
      {badge === undefined ? (
        heading
      ) : (
        <div className={styles.head}>
          {heading}
          <span className={styles.badge}>{badge}</span>
        </div>
      )}
      {children}
    </section>
  );
}
