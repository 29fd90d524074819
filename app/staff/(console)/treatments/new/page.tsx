import type { Metadata } from 'next';
import { createTreatmentAction } from '@/app/staff/(console)/actions';
import { CHOICES, TREATMENT_FIELDS } from '@/components/staff/content-fields';
import { ChoiceField, ImageField, PICTURE_LABEL, TextFields } from '@/components/staff/fields';
import { RecordFormPage } from '@/components/staff/record-page';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';

export const metadata: Metadata = { title: 'Add a treatment' };

export default async function NewTreatmentPage() {
  await requireStaff('content');
  const departments = await listDepartmentsForStaff(await getDb());
  return (
    <RecordFormPage
      back={{ href: '/staff/treatments', label: 'Treatments' }}
      title="Add a treatment"
      intro="Its address is made from its name: /treatment/name-in-lower-case."
      label="New treatment"
      action={createTreatmentAction}
      submit="Add and publish"
    >
      <ChoiceField id="treatment-department" spec={CHOICES.department} choices={departments} />
      <TextFields idPrefix="treatment" specs={TREATMENT_FIELDS} />
      <ImageField id="treatment-image" label={PICTURE_LABEL} />
    </RecordFormPage>
  );
}
