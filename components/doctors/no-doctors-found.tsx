import { Link } from '@/components/ui/link';
import styles from './doctor-results.module.css';

/** The listing's empty state (hospital-site.md section 8: 'No doctors found'). */
export function NoDoctorsFound() {
  return (
    <div className={styles.empty} data-testid="no-doctors">
      <h2>No doctors found</h2>
      <p className="text-muted">Try another location, or search by a different disease or name.</p>
      <Link href="/doctors" className="btn btn-outline btn-sm">
        Show all doctors
      </Link>
    </div>
  );
}
