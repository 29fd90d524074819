import { StaffNav } from '@/components/staff/staff-nav';
import { getDb } from '@/lib/db';
import { requireSignedIn } from '@/lib/staff/current';
import { getNavCounts } from '@/lib/staff/nav-counts';
import styles from '@/components/staff/staff.module.css';

/** Every console page: the signed-in member's navigation beside the page. */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  // Each page checks its own area; the frame only needs a signed-in member.
  const staff = await requireSignedIn();
  const counts = await getNavCounts(await getDb(), staff);
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <StaffNav staff={staff} counts={counts} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
