import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import styles from '@/components/staff/sign-in.module.css';

export const metadata: Metadata = { title: 'Not allowed', robots: { index: false } };

/**
 * 403 from forbidden(): a staff page or action the member's role may not use. It lives in the
 * console's segment: a root boundary's styles are preloaded on every public page, and only the
 * console calls forbidden() (Next's own plain 403 stays at the root).
 */
export default function Forbidden() {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Not allowed</h1>
        <p>Your role does not give access to this page. Ask an admin if you need it.</p>
        <Link href="/staff" className="btn btn-primary">
          Back to the console
        </Link>
      </div>
    </main>
  );
}
