import { MULTIPART_LIMIT } from '@/lib/api/body-limits.mjs';
import { formRoute } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { submitJobApplication } from '@/lib/careers/writes';
import { getStorage } from '@/lib/storage';
import { CAREER_MESSAGES, careerSchema, isUploadedFile } from '@/lib/careers/schema';
import { spendOwnLimit } from '@/lib/security/request-limit';

// POST /api/carrer/create_carrerform – stores a job application with its resume (multipart, field resume_pdf)
export const POST = formRoute({
  body: 'multipart',
  maxBytes: MULTIPART_LIMIT,
  schema: careerSchema,
  handle: async (input, request) => {
    // The schema has checked the file's name and size (the service checks its bytes); this
    // narrows its type for the compiler.
    if (!isUploadedFile(input.resume_pdf)) throw new Error('resume_pdf passed validation unset');
    const stored = await submitJobApplication(
      await getDb(),
      getStorage(),
      {
        jobId: Number(input.job_id),
        name: input.name,
        email: input.email,
        phone: input.phone_number,
        resume: new Uint8Array(await input.resume_pdf.arrayBuffer()),
        resumeName: input.resume_pdf.name,
      },
      () => spendOwnLimit(request, 'jobApplication', CAREER_MESSAGES.tooMany),
    );
    return { message: 'Success', data: { _id: String(stored.id) } };
  },
});
