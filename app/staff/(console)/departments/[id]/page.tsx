import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { editDepartmentAction } from '@/app/staff/(console)/actions';
import { DEPARTMENT_FIELDS } from '@/components/staff/content-fields';
import { ImageField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getDepartmentForEdit } from '@/lib/departments/staff-treatments';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';
import { recordVersion } from '@/lib/staff/record-version';

export const metadata: Metadata = { title: 'Edit department' };

export default async function EditDepartmentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = parseId((await params).id);
  if (!id) notFound();
  const department = await getDepartmentForEdit(await getDb(), id);
  if (!department) notFound();
  return (
    <>
      <Link href="/staff/departments" className={styles.back}>
        ← Departments
      </Link>
      <h1 className={styles.title}>Edit {department.name}</h1>
      <p>
        Public page:{' '}
        <a href={`/department/${department.slug}`} target="_blank" rel="noopener">
          /department/{department.slug}
        </a>
      </p>
      <section className={styles.panel} aria-label="Department text">
        <StaffForm action={editDepartmentAction} submit="Save and publish">
          <input type="hidden" name="id" value={department.id} />
          <input type="hidden" name="seen" value={recordVersion(department)} />
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
            label="New picture (optional; JPEG, PNG or WebP, at most 5 MB)"
            current={{ src: department.image, alt: `Current picture of ${department.name}` }}
          />
        </StaffForm>
      </section>
    </>
  );
}
