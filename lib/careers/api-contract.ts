/**
 * The answers of the careers calls (lib/careers/api-shape.ts), described once: the document at
 * /api/openapi.json converts these schemas, and the API types of api-shape.ts are their
 * InferType, so the documented shape and the one sent cannot differ.
 */
import { object, type InferType } from 'yup';
import {
  apiId,
  list,
  nullableText,
  success,
  text,
  texts,
  whole,
} from '@/lib/api/openapi/answer-fields';

export const apiJobCategorySchema = object({ _id: apiId(), job_category: text() });

/** A vacancy in the original field names, their spellings included. */
export const apiJobSchema = object({
  _id: apiId(),
  job_title: text(),
  job_catrgory: apiJobCategorySchema.meta({ description: 'Spelled so, as the original API' }),
  qualification: text(),
  experience: text(),
  vacancy: whole(),
  salary: text(),
  job_responsibilites: text('Spelled so, as the original API'),
  key_skills: texts(),
  carrer_upload: nullableText(
    'Site-relative link to the job description (GET /api/carrer/download/{jobId}), or null',
  ),
  carrer_upload_name: nullableText('The file name shown to the visitor, or null'),
  createdAt: text('ISO instant the vacancy was posted').meta({
    jsonSchema: { format: 'date-time' },
  }),
});

export const jobsAnswerSchema = success(list(apiJobSchema));

export const jobCategoriesAnswerSchema = success(list(apiJobCategorySchema));

export type ApiJob = InferType<typeof apiJobSchema>;
export type ApiJobCategory = InferType<typeof apiJobCategorySchema>;
