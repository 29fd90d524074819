import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { editTreatmentAction } from '@/app/staff/(console)/actions';
import { TREATMENT_FIELDS } from '@/components/staff/content-fields';
import { ImageField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getTreatmentForEdit } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';
import { recordVersion } from '@/lib/staff/record-version';

export const metadata: Metadata = { title: 'Edit treatment' };

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
          <input type="hidden" name="seen" value={recordVersion(treatment)} />
          <TextFields
            idPrefix="treatment"
            specs={TREATMENT_FIELDS}
            values={{
              name: treatment.name,
              description: treatment.description,
              meta_name: treatment.metaName,
              meta_description: treatment.metaDescription,
              disease_name: treatment.diseaseName,
              surgery_name: treatment.surgeryName,
              duration: treatment.duration,
              treated_by: treatment.treatedBy,
            }}
          />
          <ImageField
            id="treatment-image"
            label="New picture (optional; JPEG, PNG or WebP, at most 5 MB)"
            current={{ src: treatment.image, alt: `Current picture of ${treatment.name}` }}
          />
        </StaffForm>
      </section>
    </>
  );
}
