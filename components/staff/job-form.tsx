import { saveJobAction } from '@/app/staff/(console)/actions';
import type { getJobForEdit } from '@/lib/careers/staff-jobs';
import { recordVersion } from '@/lib/staff/record-version';
import { ChoiceField } from './fields';
import { StaffForm } from './staff-form';
import styles from './staff.module.css';

/** A vacancy as the edit page reads it. */
type Job = NonNullable<Awaited<ReturnType<typeof getJobForEdit>>>;

/** A vacancy's fields, empty for a new one. */
export function JobForm({
  job,
  categories,
}: {
  job: Job | null;
  categories: { id: number; name: string }[];
}) {
  const field = (name: string, label: string, value: string | number = '', long = false) => (
    <div className={styles.field}>
      <label htmlFor={`job-${name}`}>{label}</label>
      {long ? (
        <textarea id={`job-${name}`} name={name} rows={5} defaultValue={value} />
      ) : (
        <input id={`job-${name}`} name={name} defaultValue={value} />
      )}
    </div>
  );
  return (
    <StaffForm action={saveJobAction} submit={job ? 'Save vacancy' : 'Post vacancy'}>
      <input type="hidden" name="id" value={job?.id ?? ''} />
      {job ? <input type="hidden" name="seen" value={recordVersion(job)} /> : null}
      {field('title', 'Title', job?.title)}
      <ChoiceField
        id="job-category"
        spec={{ name: 'category_id', label: 'Category', prompt: 'Choose a category' }}
        choices={categories}
        value={job?.categoryId}
      />
      <div className={styles.row}>
        {field('qualification', 'Qualification', job?.qualification)}
        {field('experience', 'Experience', job?.experience)}
        {field('vacancy', 'Vacancies', job?.vacancy ?? 1)}
        {field('salary', 'Salary', job?.salary)}
      </div>
      {field('responsibilities', 'Responsibilities', job?.responsibilities, true)}
      {field('key_skills', 'Key skills (separated by commas)', job?.keySkills.join(', '))}
      <label>
        <input
          type="checkbox"
          name="open"
          value="true"
          defaultChecked={!job || job.closedAt === null}
        />{' '}
        Open: shown on the careers page and taking applications
      </label>
    </StaffForm>
  );
}
