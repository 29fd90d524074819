import type { Metadata } from 'next';
import { createDepartmentAction } from '@/app/staff/(console)/actions';
import { DEPARTMENT_FIELDS } from '@/components/staff/content-fields';
import { ImageField, PICTURE_LABEL, TextField, TextFields } from '@/components/staff/fields';
import { RecordFormPage } from '@/components/staff/record-page';
import { requireStaff } from '@/lib/staff/current';

export const metadata: Metadata = { title: 'Add a department' };

export default async function NewDepartmentPage() {
  await requireStaff('content');
  return (
    <RecordFormPage
      back={{ href: '/staff/departments', label: 'Departments' }}
      title="Add a department"
      intro="Its address is made from its name (/department/name-in-lower-case) and stays with it. Treatments, doctors and posts are added to it afterwards."
      label="New department"
      action={createDepartmentAction}
      submit="Add and publish"
    >
      <TextField idPrefix="dep" spec={{ name: 'name', label: 'Name', max: 120 }} />
      <TextFields idPrefix="dep" specs={DEPARTMENT_FIELDS} />
      <ImageField id="dep-image" label={PICTURE_LABEL} />
    </RecordFormPage>
  );
}
