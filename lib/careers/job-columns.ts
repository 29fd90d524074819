import { jobs } from '@/lib/db/schema';

/**
 * A vacancy's advert: what the careers page shows of it and the editor's form changes. The board's
 * read and the editor's read both select these.
 */
export const jobAdvertColumns = {
  qualification: jobs.qualification,
  experience: jobs.experience,
  vacancy: jobs.vacancy,
  salary: jobs.salary,
  responsibilities: jobs.responsibilities,
  keySkills: jobs.keySkills,
};
