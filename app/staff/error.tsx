'use client';

import { useEffect } from 'react';
import styles from '@/components/staff/sign-in.module.css';

type Props = { error: unknown; retry: () => void };

/**
 * A console page that failed (the database unreachable, most often): a plain message and a way
 * to try again, inside the console's own frame rather than the site's global error page.
 */
export default function StaffError({ error, retry }: Props) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>The console could not load this page</h1>
        <p>Nothing you saved is lost. Please try again in a minute.</p>
        <button type="button" className="btn btn-primary" onClick={() => retry()}>
          Try again
        </button>
      </div>
    </main>
  );
}
