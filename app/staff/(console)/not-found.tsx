import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Not found' };

/**
 * A console address with no record behind it (a mistyped or deleted order, doctor, article...):
 * said inside the console's own frame, with its navigation, rather than on the public site's 404.
 */
export default function StaffNotFound() {
  return (
    <>
      <Link href="/staff" className={styles.back}>
        ← Console home
      </Link>
      <h1 className={styles.title}>Not found</h1>
      <p>There is no such record. It may have been deleted, or the address may be mistyped.</p>
    </>
  );
}
