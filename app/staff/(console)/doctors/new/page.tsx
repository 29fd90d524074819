import type { Metadata } from 'next';
import { createDoctorAction } from '@/app/staff/(console)/actions';
import { CHOICES, DOCTOR_PROFILE_FIELDS } from '@/components/staff/content-fields';
import {
  ChoiceField,
  ImageField,
  ShownOnSite,
  TextField,
  TextFields,
} from '@/components/staff/fields';
import { RecordFormPage } from '@/components/staff/record-page';
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
    <RecordFormPage
      back={{ href: '/staff/doctors', label: 'Doctors' }}
      title="Add a doctor"
      intro="The profile's address is made from the name (/docprofile/dr-name). The doctor gets the clinic's weekly slots at once, and is listed and bookable once 'Shown on the site' is ticked."
      label="New doctor"
      action={createDoctorAction}
      submit="Add doctor"
    >
      <TextField
        idPrefix="doc"
        spec={{ name: 'name', label: 'Name (such as Dr. Asha Menon)', max: 120 }}
      />
      <ChoiceField id="doc-department" spec={CHOICES.department} choices={departments} />
      <ChoiceField id="doc-branch" spec={CHOICES.branch} choices={branches} />
      <div className={styles.row}>
        <TextField
          idPrefix="doc"
          spec={{ name: 'fee', label: 'Consultation fee (₹)', type: 'number' }}
        />
        <TextField idPrefix="doc" spec={{ name: 'phone', label: 'Phone (10 digits)', max: 10 }} />
      </div>
      <ImageField
        id="doc-photo"
        name="photo"
        label="Photo (optional; JPEG, PNG or WebP, at most 5 MB; cropped square)"
      />
      <TextFields idPrefix="doc" specs={DOCTOR_PROFILE_FIELDS} values={{ experience: 0 }} />
      <ShownOnSite checked={false} />
    </RecordFormPage>
  );
}
