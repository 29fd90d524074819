import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { editTreatmentAction } from '@/app/staff/(console)/actions';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getTreatmentForEdit } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Edit treatment' };

const FIELDS = [
  { name: 'name', label: 'Name', key: 'name', max: 120 },
  {
    name: 'description',
    label: 'Description (under the page title)',
    key: 'description',
    max: 2000,
    long: true,
  },
  { name: 'meta_name', label: 'Page title in search results', key: 'metaName', max: 120 },
  {
    name: 'meta_description',
    label: 'Description in search results',
    key: 'metaDescription',
    max: 300,
    long: true,
  },
  { name: 'disease_name', label: 'Disease', key: 'diseaseName', max: 200 },
  { name: 'surgery_name', label: 'Surgery / procedure', key: 'surgeryName', max: 200 },
  { name: 'duration', label: 'Duration', key: 'duration', max: 100 },
  { name: 'treated_by', label: 'Treated by', key: 'treatedBy', max: 200 },
] as const;

export default async function EditTreatmentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = parseId((await params).id);
  if (!id) notFound();
  const treatment = await getTreatmentForEdit(await getDb(), id);
  if (!treatment) notFound();
  return (
    <>
      <Link href="/staff/treatments" className={styles.back}>
        ← Treatments
      </Link>
      <h1 className={styles.title}>Edit {treatment.name}</h1>
      <p>
        Public page:{' '}
        <a href={`/treatment/${treatment.slug}`} target="_blank" rel="noopener">
          /treatment/{treatment.slug}
        </a>
      </p>
      <section className={styles.panel} aria-label="Treatment text">
        <StaffForm action={editTreatmentAction} submit="Save and publish">
          <input type="hidden" name="id" value={treatment.id} />
          {FIELDS.map((field) => {
            const value = treatment[field.key] ?? '';
            const id = `treatment-${field.name}`;
            return (
              <div key={field.name} className={styles.field}>
                <label htmlFor={id}>{field.label}</label>
                {'long' in field ? (
                  <textarea
                    id={id}
                    name={field.name}
                    rows={4}
                    maxLength={field.max}
                    defaultValue={value}
                  />
                ) : (
                  <input id={id} name={field.name} maxLength={field.max} defaultValue={value} />
                )}
              </div>
            );
          })}
        </StaffForm>
      </section>
    </>
  );
}
