/**
 * The job application of /careers (errors as toasts). The same schema checks the picked file in
 * the browser and the uploaded file on the server by name and size; what the bytes are is
 * checked on the server alone, by the careers service (lib/uploads/resume-content.ts), so the
 * detector stays out of the page's bundle.
 */
import { mixed, object, string, type InferType } from 'yup';
import { emailText, requiredText } from '../validation/fields';
import { RESUME_MAX_BYTES } from '../api/body-limits.mjs';
import { resumeKindFromName } from './resume-file';

export const CAREER_MESSAGES = {
  name: 'Name is required',
  email: 'Invalid email address',
  phoneMin: 'Phone number must be at least 10 digits',
  phoneMax: 'Phone number must be at most 15 digits',
  phoneDigits: 'Phone number must contain only digits',
  jobTitle: 'Job title is required',
  jobId: 'Job id is required',
  resume: 'Resume file is required',
  resumeType: 'Resume must be a .pdf, .doc or .docx file',
  resumeSize: 'Resume must be at most 5 MB',
  resumeContent: 'Resume file is not a valid .pdf, .doc or .docx document',
  tooLong: 'This text is too long',
  success: 'Application submitted successfully',
  failure: 'Failed to submit application',
  tooMany:
    'Many applications have come from this connection in the last hour. Please try again later.',
} as const;

/** The part of a File both the browser's and Node's implementations share. */
export type UploadedFile = {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
};

export function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<UploadedFile>;
  return (
    typeof file.name === 'string' &&
    typeof file.size === 'number' &&
    typeof file.arrayBuffer === 'function'
  );
}

/** One message per phone value, in a fixed order: characters first, then length. */
export function phoneProblem(value: string): string | null {
  if (value.length > 0 && !/^\d+$/.test(value)) return CAREER_MESSAGES.phoneDigits;
  if (value.length < 10) return CAREER_MESSAGES.phoneMin;
  if (value.length > 15) return CAREER_MESSAGES.phoneMax;
  return null;
}

/** The resume's first problem by name and size, or null. */
export function resumeProblem(value: unknown): string | null {
  if (!isUploadedFile(value) || value.size === 0) return CAREER_MESSAGES.resume;
  if (!resumeKindFromName(value.name)) return CAREER_MESSAGES.resumeType;
  if (value.size > RESUME_MAX_BYTES) return CAREER_MESSAGES.resumeSize;
  return null;
}

const tooLong = CAREER_MESSAGES.tooLong;

export const careerSchema = object({
  name: requiredText(CAREER_MESSAGES.name, 100, tooLong),
  email: emailText(CAREER_MESSAGES.email),
  phone_number: string()
    .typeError(CAREER_MESSAGES.phoneDigits)
    .default('')
    .test('phone', CAREER_MESSAGES.phoneMin, function check(value) {
      const problem = phoneProblem(value ?? '');
      return problem ? this.createError({ message: problem }) : true;
    }),
  job_title: requiredText(CAREER_MESSAGES.jobTitle, 200, tooLong),
  job_id: string()
    .typeError(CAREER_MESSAGES.jobId)
    .default('')
    // Nine digits at most: a larger number cannot be a job id (PostgreSQL integer).
    .matches(/^[1-9]\d{0,8}$/, CAREER_MESSAGES.jobId),
  resume_pdf: mixed<UploadedFile>().test('resume', CAREER_MESSAGES.resume, function check(value) {
    const problem = resumeProblem(value);
    return problem ? this.createError({ message: problem }) : true;
  }),
});

export type CareerValues = InferType<typeof careerSchema>;
