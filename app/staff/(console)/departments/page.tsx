import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import { AddLink } from '@/components/staff/list-parts';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Departments' };

export default async function DepartmentsPage() {
  await requireStaff('content');
  const rows = await listDepartmentsForStaff(await getDb());
  return (
    <>
      <h1 className={styles.title}>Departments</h1>
      <AddLink href="/staff/departments/new" label="Add a department" />
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Department</th>
              <th scope="col">Public page</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link href={`/staff/departments/${row.id}`}>{row.name}</Link>
                </td>
                <td>/department/{row.slug}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
