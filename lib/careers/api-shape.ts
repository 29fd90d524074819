/**
 * The careers API keeps the original field names (spec section 3, Job), spellings included. The
 * API types are described once, as yup schemas in ./api-contract.ts (the document at
 * /api/openapi.json is made from them).
 */
import type { Job, JobCategory } from '@/lib/careers/types';
import type { ApiJob, ApiJobCategory } from './api-contract';

export type { ApiJob, ApiJobCategory };

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
