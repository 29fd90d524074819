import type { Metadata } from 'next';
import { editDepartmentAction } from '@/app/staff/(console)/actions';
import { DEPARTMENT_FIELDS } from '@/components/staff/content-fields';
import { ImageField, NEW_PICTURE_LABEL, TextFields } from '@/components/staff/fields';
import { PublicPage, RecordFormPage } from '@/components/staff/record-page';
import { getDepartmentForEdit } from '@/lib/departments/staff-treatments';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';
import { recordVersion } from '@/lib/staff/record-version';

export const metadata: Metadata = { title: 'Edit department' };

export default async function EditDepartmentPage({ params }: RecordPageProps) {
  const department = await requireRecord('content', params, getDepartmentForEdit);
  return (
    <RecordFormPage
      back={{ href: '/staff/departments', label: 'Departments' }}
      title={`Edit ${department.name}`}
      intro={<PublicPage path={`/department/${department.slug}`} />}
      label="Department text"
      action={editDepartmentAction}
      submit="Save and publish"
      hidden={{ id: department.id, seen: recordVersion(department) }}
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
      <ImageField
        id="department-image"
        label={NEW_PICTURE_LABEL}
        current={{ src: department.image, alt: `Current picture of ${department.name}` }}
      />
    </RecordFormPage>
  );
}
