import { parseId } from '@/lib/api/handler';
import { getResume } from '@/lib/careers/staff-applications';
import { staffDownload } from '@/lib/staff/downloads';
import { getStorage } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * GET /staff/applications/{id}/resume – an applicant's resume, for HR and admins only, as a
 * download (never shown inline, never a public path, never cached); every download is written to
 * the audit log.
 */
export const GET = staffDownload<{ id: string }>('applications', async (db, params) => {
  const id = parseId(params.id);
  const resume = id ? await getResume(db, id) : null;
  const stored = resume ? await getStorage().open(resume.resumeKey) : null;
  if (!resume || !stored) return null;
  return {
    audit: { action: 'resume.download', entity: 'application', entityId: resume.id },
    send: () =>
      servedFileResponse(stored.stream, {
        contentType: resume.resumeType,
        size: stored.size,
        disposition: 'attachment',
        fileName: `resume-${resume.id}.${EXTENSIONS[resume.resumeType] ?? 'bin'}`,
      }),
  };
});
