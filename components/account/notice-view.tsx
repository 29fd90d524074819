import { NOTICE, NOTICE_VERSION } from '@/lib/accounts/notice';
import styles from './account.module.css';

/** The privacy notice's text (lib/accounts/notice.ts), on sign-up and at /account/notice. */
export function NoticeView({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.notice} tabIndex={0} aria-label="Privacy notice" role="region">
      {NOTICE.map((section) => (
        <div key={section.heading}>
          <Heading>{section.heading}</Heading>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      ))}
      <p className={styles.muted}>Notice version {NOTICE_VERSION}.</p>
    </div>
  );
}
