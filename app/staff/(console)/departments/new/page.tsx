import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { createDepartmentAction } from '@/app/staff/(console)/actions';
import { DEPARTMENT_FIELDS } from '@/components/staff/content-fields';
import { ImageField, TextField, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Add a department' };

export default async function NewDepartmentPage() {
  await requireStaff('content');
  return (
    <>
      <Link href="/staff/departments" className={styles.back}>
        ← Departments
      </Link>
      <h1 className={styles.title}>Add a department</h1>
      <p>
        Its address is made from its name (/department/name-in-lower-case) and stays with it.
        Treatments, doctors and posts are added to it afterwards.
      </p>
      <section className={styles.panel} aria-label="New department">
        <StaffForm action={createDepartmentAction} submit="Add and publish">
          <TextField idPrefix="dep" spec={{ name: 'name', label: 'Name', max: 120 }} />
          <TextFields idPrefix="dep" specs={DEPARTMENT_FIELDS} />
          <ImageField id="dep-image" label="Picture (JPEG, PNG or WebP, at most 5 MB)" />
        </StaffForm>
      </section>
    </>
  );
}
