/** The careers API keeps the original field names (spec section 3, Job), spellings included. */
import type { Job, JobCategory } from '@/lib/careers/types';

export type ApiJob = {
  _id: string;
  job_title: string;
  job_catrgory: { _id: string; job_category: string };
  qualification: string;
  experience: string;
  vacancy: number;
  salary: string;
  job_responsibilites: string;
  key_skills: string[];
  /** Link to the downloadable file, or null. */
  carrer_upload: string | null;
  carrer_upload_name: string | null;
  createdAt: string;
};

export type ApiJobCategory = { _id: string; job_category: string };

export function toApiJob(job: Job): ApiJob {
  return {
    _id: String(job.id),
    job_title: job.title,
    job_catrgory: { _id: String(job.category.id), job_category: job.category.name },
    qualification: job.qualification,
    experience: job.experience,
    vacancy: job.vacancy,
    salary: job.salary,
    job_responsibilites: job.responsibilities,
    key_skills: job.keySkills,
    carrer_upload: job.attachment?.href ?? null,
    carrer_upload_name: job.attachment?.name ?? null,
    createdAt: job.createdAt,
  };
}

export function toApiJobCategory(category: JobCategory): ApiJobCategory {
  return { _id: String(category.id), job_category: category.name };
}
