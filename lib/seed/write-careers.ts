/** Writes job categories and vacancies. */
import type { Db } from '../db/open';
import { jobCategories, jobs } from '../db/schema';
import { idMap, must } from './batch';
import { addDays } from '../time/india';
import { JOB_CATEGORIES, JOBS } from './content/careers';

/** Posting dates count back from `today`, newest first, so the order never depends on timing. */
export async function writeCareers(db: Db, today: string): Promise<void> {
  const categoryIds = idMap(
    await db
      .insert(jobCategories)
      .values(JOB_CATEGORIES.map((name) => ({ name })))
      .returning({ id: jobCategories.id, key: jobCategories.name }),
  );
  await db.insert(jobs).values(
    JOBS.map((j, i) => ({
      title: j.title,
      categoryId: must(categoryIds, j.category, 'job category'),
      qualification: j.qualification,
      experience: j.experience,
      vacancy: j.vacancy,
      salary: j.salary,
      responsibilities: j.responsibilities,
      keySkills: j.keySkills,
      attachmentPath: j.attachment?.path ?? null,
      attachmentName: j.attachment?.name ?? null,
      createdAt: new Date(`${addDays(today, -(2 + i * 3))}T10:00:00+05:30`),
    })),
  );
}
