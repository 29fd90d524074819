import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { JobForm } from '@/components/staff/job-form';
import { parseId } from '@/lib/api/handler';
import { getJobForEdit, listJobCategories } from '@/lib/careers/staff-jobs';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Vacancy' };

/** /staff/jobs/new posts a vacancy; /staff/jobs/{id} edits, opens or closes one. */
export default async function JobPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const raw = (await params).id;
  const db = await getDb();
  const categories = await listJobCategories(db);
  const id = raw === 'new' ? null : parseId(raw);
  if (raw !== 'new' && !id) notFound();
  const job = id ? await getJobForEdit(db, id) : null;
  if (id && !job) notFound();
  return (
    <>
      <Link href="/staff/jobs" className={styles.back}>
        ← Vacancies
      </Link>
      <h1 className={styles.title}>{job ? `Edit ${job.title}` : 'Post a vacancy'}</h1>
      <section className={styles.panel} aria-label="Vacancy">
        <JobForm job={job} categories={categories} />
      </section>
    </>
  );
}
