import type { Metadata } from 'next';
import { editDepartmentAction } from '@/app/staff/(console)/actions';
import { DEPARTMENT_FIELDS } from '@/components/staff/content-fields';
import { ReplacePicture, TextFields } from '@/components/staff/fields';
import { PublishedEditPage } from '@/components/staff/record-page';
import { getDepartmentForEdit } from '@/lib/departments/staff-treatments';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Edit department' };

export default async function EditDepartmentPage({ params }: RecordPageProps) {
  const department = await requireRecord('content', params, getDepartmentForEdit);
  return (
    <PublishedEditPage
      record={department}
      back={{ href: '/staff/departments', label: 'Departments' }}
      title={`Edit ${department.name}`}
      publicPath={`/department/${department.slug}`}
      label="Department text"
      action={editDepartmentAction}
    >
      <TextFields
        idPrefix="dep"
        specs={DEPARTMENT_FIELDS}
        values={{
          description: department.description,
          meta_name: department.metaName,
          meta_description: department.metaDescription,
        }}
      />
      <ReplacePicture id="department-image" src={department.image} name={department.name} />
    </PublishedEditPage>
  );
}
