import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { createTreatmentAction } from '@/app/staff/(console)/actions';
import { TREATMENT_FIELDS } from '@/components/staff/content-fields';
import { ChoiceField, ImageField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Add a treatment' };

export default async function NewTreatmentPage() {
  await requireStaff('content');
  const departments = await listDepartmentsForStaff(await getDb());
  return (
    <>
      <Link href="/staff/treatments" className={styles.back}>
        ← Treatments
      </Link>
      <h1 className={styles.title}>Add a treatment</h1>
      <p>Its address is made from its name: /treatment/name-in-lower-case.</p>
      <section className={styles.panel} aria-label="New treatment">
        <StaffForm action={createTreatmentAction} submit="Add and publish">
          <ChoiceField
            id="treatment-department"
            name="department_id"
            label="Department"
            prompt="Choose a department"
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
          />
          <TextFields idPrefix="treatment" specs={TREATMENT_FIELDS} />
          <ImageField id="treatment-image" label="Picture (JPEG, PNG or WebP, at most 5 MB)" />
        </StaffForm>
      </section>
    </>
  );
}
