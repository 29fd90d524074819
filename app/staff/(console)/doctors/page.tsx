import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AddLink, SearchForm, StatusBadge } from '@/components/staff/list-parts';
import { getDb } from '@/lib/db';
import { listDoctorsForStaff } from '@/lib/doctors/staff-doctors';
import { requireStaff } from '@/lib/staff/current';
import { searchText } from '@/lib/staff/paging';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Doctors' };

export default async function DoctorsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('content');
  const q = searchText((await searchParams).q);
  const rows = await listDoctorsForStaff(await getDb(), q);
  return (
    <>
      <h1 className={styles.title}>Doctors</h1>
      <AddLink href="/staff/doctors/new" label="Add a doctor" />
      <SearchForm action="/staff/doctors" label="Search doctor name" q={q} />
      {rows.length === 0 ? (
        <p className={styles.empty}>No doctor matches “{q}”.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Doctor</th>
                <th scope="col">Department</th>
                <th scope="col">On the site</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link href={`/staff/doctors/${row.id}`}>{row.name}</Link>
                  </td>
                  <td>{row.departmentName}</td>
                  <td>
                    {row.verified ? (
                      <StatusBadge label="Shown" tone="done" />
                    ) : (
                      <StatusBadge label="Hidden" tone="stopped" />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
