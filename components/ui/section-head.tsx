import type { ReactNode } from 'react';
import styles from './section-head.module.css';

type Props = {
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  align?: 'center' | 'start';
};

/** A section's heading group: optional eyebrow line, the h2 (named by `id`) and a subtitle. */
export function SectionHead({ id, title, eyebrow, subtitle, align = 'center' }: Props) {
  return (
    <div className={styles.head} data-align={align}>
      {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
