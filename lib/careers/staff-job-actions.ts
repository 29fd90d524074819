import { eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { TAGS } from '@/lib/cache/tags';
import { jobCategories, jobs } from '@/lib/db/schema';
import { defineStaffAction, newOrRecordId, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, auditChange } from '@/lib/staff/audit';
import { labelledText, separatedList } from '@/lib/validation/fields';
import { chosenRecord } from '@/lib/site/chosen-record';
import { insertContentRecord } from '@/lib/site/content-edit';
import { getJobForEdit } from './staff-jobs';
import { refuseIfChanged, seenField } from '@/lib/staff/record-version';

const jobFields = {
  title: labelledText('The title', 200),
  category_id: recordId('Choose a category'),
  qualification: labelledText('The qualification', 500),
  experience: labelledText('The experience', 200),
  vacancy: number()
    .typeError('Vacancies must be a whole number')
    .integer('Vacancies must be a whole number')
    .min(1, 'At least one vacancy')
    .max(999, 'At most 999 vacancies')
    .required('Enter the number of vacancies'),
  salary: labelledText('The salary', 200),
  responsibilities: labelledText('The responsibilities', 5000),
  key_skills: string().trim().max(1000, 'Key skills may be at most 1000 characters').default(''),
  open: string().oneOf(['true', 'false']).default('false'),
};

export const saveJobSchema = object({
  /** Empty for a new vacancy. */
  id: newOrRecordId(),
  /** The vacancy as its form showed it (../staff/record-version.ts); none for a new one. */
  seen: seenField(),
  ...jobFields,
});

/**
 * The editor posts a vacancy or changes one, and opens or closes it (a closed one leaves the
 * careers page and refuses applications; its applications stay for HR). The careers page shows
 * the change from its next request.
 */
export const saveJob = defineStaffAction({
  name: 'post or change a vacancy',
  area: 'content',
  schema: saveJobSchema,
  async run(db, actor, input) {
    const values = {
      title: input.title,
      categoryId: input.category_id,
      qualification: input.qualification,
      experience: input.experience,
      vacancy: input.vacancy,
      salary: input.salary,
      responsibilities: input.responsibilities,
      keySkills: separatedList(input.key_skills, 30),
    };
    const open = input.open === 'true';
    const outcome: { message: string; location?: string } = await db.transaction(async (tx) => {
      await chosenRecord(tx, jobCategories, input.category_id, {
        category_id: 'Choose a category',
      });
      if (!input.id) {
        const created = { ...values, closedAt: open ? null : new Date() };
        const id = await insertContentRecord(tx, actor, jobs, created, 'job.create', {
          ...values,
          open,
        });
        return { message: `Vacancy posted: ${input.title}.`, location: `/staff/jobs/${id}` };
      }
      const id = Number(input.id);
      await lockRecord(tx, jobs, id, 'This vacancy no longer exists');
      const before = (await getJobForEdit(tx, id))!;
      refuseIfChanged(input.seen, before);
      const wasOpen = before.closedAt === null;
      const changes = changedFields({ ...before, open: wasOpen }, { ...values, open });
      if (Object.keys(changes).length === 0) return { message: 'Nothing to save' };
      await tx
        .update(jobs)
        .set({ ...values, closedAt: open ? null : (before.closedAt ?? new Date()) })
        .where(eq(jobs.id, id));
      await auditChange(tx, actor, 'job.edit', id, changes);
      return { message: `Vacancy saved: ${input.title}${open ? '' : ' (closed)'}.` };
    });
    return { ok: true, ...outcome, revalidate: [TAGS.careers] };
  },
});
