/** The careers calls (lib/careers/api-shape.ts), the job description download and applications. */
import { RESUME_MAX_BYTES } from '@/lib/api/body-limits.mjs';
import * as answers from '@/lib/careers/api-contract';
import { RESUME_CONTENT_TYPES } from '@/lib/careers/resume-file';
import { careerSchema } from '@/lib/careers/schema';
import { storedAnswerSchema } from '../answer-fields';
import {
  cacheHeader,
  errorAnswer,
  JSON_BODY_FAILURES,
  jsonAnswer,
  READ_FAILURES,
} from '../answers';
import type { Operation } from '../operation';
import { idParameter } from '../params';
import { read } from './reads';

const TAG = 'Careers';

/** What the download route answers by the file's extension (app/api/carrer/download). */
const DOWNLOAD_TYPES = [...Object.values(RESUME_CONTENT_TYPES), 'text/plain; charset=utf-8'];

export const CAREER_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/carrer/get_carrer',
    'getJobs',
    'Every open vacancy (the path is spelled so)',
    answers.jobsAnswerSchema,
    { caching: 'no-store' },
  ),
  read(
    TAG,
    '/api/jobcategory/get_jobcategory',
    'getJobCategories',
    'The job categories',
    answers.jobCategoriesAnswerSchema,
    { caching: 'no-store' },
  ),
  {
    method: 'get',
    path: '/api/carrer/download/{jobId}',
    operationId: 'downloadJobDescription',
    tag: TAG,
    summary: "A job's description file, as a download",
    description:
      "The bytes of the file, with the content type of its extension (application/octet-stream for any other) and `Content-Disposition: attachment`. Job descriptions are public; applicants' resumes are never served.",
    parameters: [idParameter('jobId', 'job')],
    responses: {
      200: {
        description: 'The file',
        content: Object.fromEntries(
          [...DOWNLOAD_TYPES, 'application/octet-stream'].map((type) => [type, null]),
        ),
        headers: {
          'Content-Disposition': {
            description: 'attachment; filename="…"; filename*=UTF-8\'\'…',
            schema: { type: 'string', pattern: '^attachment; ' },
          },
          'Cache-Control': cacheHeader('no-store'),
        },
      },
      404: errorAnswer(
        "`not_found`: 'No file is available for this job': no such job, no file, or not a job id.",
      ),
      ...READ_FAILURES,
    },
  },
  {
    method: 'post',
    path: '/api/carrer/create_carrerform',
    operationId: 'applyForJob',
    tag: TAG,
    summary: 'Stores a job application with its resume',
    description:
      "multipart/form-data, as the /careers form sends it. The resume's bytes are checked on the server too: a file that is not really a PDF or Word document is refused (400, `errors.resume_pdf`). One client may store 10 applications an hour; then 429 `rate_limited` with Retry-After (refused ones do not count).",
    requestBody: {
      contentType: 'multipart/form-data',
      variants: [
        {
          schema: careerSchema,
          properties: {
            resume_pdf: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The resume: a .pdf, .doc or .docx file of at most ${RESUME_MAX_BYTES / 1024 / 1024} MB.`,
            },
          },
        },
      ],
      encoding: { resume_pdf: { contentType: Object.values(RESUME_CONTENT_TYPES).join(', ') } },
    },
    responses: {
      200: jsonAnswer('Stored; `data._id` is the application', storedAnswerSchema),
      400: errorAnswer(
        "`invalid_input`: a field breaks its rule, the resume is not a real .pdf/.doc/.docx, or the job is no longer open ('This job is no longer open' in `errors.job_id`); `malformed_body`: not readable multipart.",
      ),
      ...JSON_BODY_FAILURES,
    },
  },
];
