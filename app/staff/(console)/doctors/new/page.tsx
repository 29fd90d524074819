import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { createDoctorAction } from '@/app/staff/(console)/actions';
import { DOCTOR_PROFILE_FIELDS } from '@/components/staff/content-fields';
import {
  ChoiceField,
  ImageField,
  ShownOnSite,
  TextField,
  TextFields,
} from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { listBranchesForStaff } from '@/lib/doctors/staff-doctors';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Add a doctor' };

export default async function NewDoctorPage() {
  await requireStaff('content');
  const db = await getDb();
  const [departments, branches] = await Promise.all([
    listDepartmentsForStaff(db),
    listBranchesForStaff(db),
  ]);
  return (
    <>
      <Link href="/staff/doctors" className={styles.back}>
        ← Doctors
      </Link>
      <h1 className={styles.title}>Add a doctor</h1>
      <p>
        The profile&apos;s address is made from the name (/docprofile/dr-name). The doctor gets the
        clinic&apos;s weekly slots at once, and is listed and bookable once &apos;Shown on the
        site&apos; is ticked.
      </p>
      <section className={styles.panel} aria-label="New doctor">
        <StaffForm action={createDoctorAction} submit="Add doctor">
          <TextField
            idPrefix="doc"
            spec={{ name: 'name', label: 'Name (such as Dr. Asha Menon)', max: 120 }}
          />
          <ChoiceField
            id="doc-department"
            name="department_id"
            label="Department"
            prompt="Choose a department"
            options={departments.map((d) => ({ value: d.id, label: d.name }))}
          />
          <ChoiceField
            id="doc-branch"
            name="branch_id"
            label="Branch"
            prompt="Choose a branch"
            options={branches.map((b) => ({ value: b.id, label: b.name }))}
          />
          <div className={styles.row}>
            <TextField
              idPrefix="doc"
              spec={{ name: 'fee', label: 'Consultation fee (₹)', type: 'number' }}
            />
            <TextField
              idPrefix="doc"
              spec={{ name: 'phone', label: 'Phone (10 digits)', max: 10 }}
            />
          </div>
          <ImageField
            id="doc-photo"
            name="photo"
            label="Photo (optional; JPEG, PNG or WebP, at most 5 MB; cropped square)"
          />
          <TextFields idPrefix="doc" specs={DOCTOR_PROFILE_FIELDS} values={{ experience: 0 }} />
          <ShownOnSite checked={false} />
        </StaffForm>
      </section>
    </>
  );
}
