import { Link } from '@/components/ui/link';
import { ErrorScreen } from '@/components/layout/error-screen';
import { departmentHref } from '@/components/layout/nav-links';
import { getDepartmentsForMenu } from '@/lib/site/reads';
import styles from './not-found.module.css';

/** How many departments the 404 page suggests. */
const SUGGESTED_DEPARTMENTS = 6;

/** The 404 screen: the spec's error screen with a friendly way back. */
export async function NotFoundContent() {
  const departments = (await getDepartmentsForMenu()).slice(0, SUGGESTED_DEPARTMENTS);

  return (
    <ErrorScreen message="404 Not Found" homeLink={false}>
      <p className={styles.lead}>
        We could not find the page you were looking for. It may have moved, or the address may be
        mistyped.
      </p>
      <ul role="list" className={styles.links}>
        <li>
          <Link href="/" className="btn btn-primary">
            Home
          </Link>
        </li>
        <li>
          <Link href="/doctors" className="btn btn-outline">
            Our Doctors
          </Link>
        </li>
      </ul>
      {departments.length > 0 ? (
        <nav aria-labelledby="nf-departments" className={styles.departments}>
          <h2 id="nf-departments" className={styles.subtitle}>
            Departments
          </h2>
          <ul role="list" className={styles.chips}>
            {departments.map((department) => (
              <li key={department.id}>
                <Link href={departmentHref(department.slug)} className="chip">
                  {department.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ErrorScreen>
  );
}
