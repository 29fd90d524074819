import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { jobApplications, jobs } from '@/lib/db/schema';
import type { FileStorage } from '@/lib/storage';
import { CAREER_MESSAGES } from '@/lib/careers/schema';
import { PDF_ACTIVE_CONTENT } from '@/lib/uploads/pdf-content';
import { prepareResume } from '@/lib/uploads/resume-content';
import { RESUME_MAX_BYTES } from '@/lib/api/body-limits.mjs';
import { RESUME_CONTENT_TYPES, resumeKindFromName } from '@/lib/careers/resume-file';
import { InvalidInputError } from '../api/errors';

/** The folder resumes are stored in, under the uploads root. */
export const RESUME_FOLDER = 'resumes';

export type JobApplicationInput = {
  jobId: number;
  name: string;
  email: string;
  phone: string;
  resume: Uint8Array;
  /** The visitor's file name: only its extension is used, to compare with what the bytes are. */
  resumeName: string;
};

/**
 * Stores an application: the resume under a generated name, then the row. The resume's content
 * is checked here, the one place before anything is written, so the service is safe whoever calls
 * it (the shared form schema checks only name and size); when the row cannot be written the file
 * is removed, so a failed application leaves nothing behind.
 */
export async function submitJobApplication(
  db: Db,
  storage: FileStorage,
  input: JobApplicationInput,
  /** Spends the sender's allowance of applications (the route's limit): a refusal throws. */
  spendAllowance: () => Promise<void> = async () => {},
): Promise<{ id: number; createdAt: Date }> {
  const kind = resumeKindFromName(input.resumeName);
  if (!kind) throw new InvalidInputError({ resume_pdf: CAREER_MESSAGES.resumeType });
  if (input.resume.byteLength > RESUME_MAX_BYTES) {
    throw new InvalidInputError({ resume_pdf: CAREER_MESSAGES.resumeSize });
  }
  // The extension must name what the bytes are: a real PDF called cv.docx is refused too. A PDF
  // is stored as rewritten (lib/uploads/pdf-content.ts), never as sent.
  const prepared = await prepareResume(input.resume);
  if (!prepared.ok || prepared.kind !== kind) {
    const active = !prepared.ok && prepared.problem === 'active_content';
    throw new InvalidInputError({
      resume_pdf: active ? PDF_ACTIVE_CONTENT : CAREER_MESSAGES.resumeContent,
    });
  }
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, input.jobId), isNull(jobs.closedAt)))
    .limit(1);
  if (!job) throw new InvalidInputError({ job_id: 'This job is no longer open' });
  // Only an application that would be stored counts: a wrong file or a closed job does not.
  await spendAllowance();

  const key = await storage.put(RESUME_FOLDER, prepared.bytes, kind);
  try {
    const [row] = await db
      .insert(jobApplications)
      .values({
        jobId: job.id,
        // The title is the job's own, not whatever the browser sent along.
        jobTitle: job.title,
        name: input.name,
        email: input.email,
        phone: input.phone,
        resumeKey: key,
        resumeType: RESUME_CONTENT_TYPES[kind],
      })
      .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
    return row;
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

export type JobAttachment = {
  /** Where the file is: a path under public/ (leading '/') or a key in the uploads storage. */
  location: { kind: 'public' | 'uploads'; key: string };
  fileName: string;
  jobTitle: string;
};

/** The open job's downloadable file, or null when the job is closed or has no file. */
export async function getJobAttachment(db: Db, jobId: number): Promise<JobAttachment | null> {
  const [job] = await db
    .select({ title: jobs.title, path: jobs.attachmentPath, name: jobs.attachmentName })
    .from(jobs)
    // A closed vacancy is off the careers page; its file goes with it.
    .where(and(eq(jobs.id, jobId), isNull(jobs.closedAt)))
    .limit(1);
  if (!job?.path) return null;
  const isPublic = job.path.startsWith('/');
  return {
    location: {
      kind: isPublic ? 'public' : 'uploads',
      key: isPublic ? job.path.slice(1) : job.path,
    },
    fileName: job.name || job.path.split('/').pop() || 'attachment',
    jobTitle: job.title,
  };
}
