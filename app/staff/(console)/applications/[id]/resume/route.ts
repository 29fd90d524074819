import { parseId } from '@/lib/api/handler';
import { getResume } from '@/lib/careers/staff-applications';
import { getDb } from '@/lib/db';
import { recordAudit } from '@/lib/staff/audit';
import { getStaff } from '@/lib/staff/current';
import { mayUse } from '@/lib/staff/roles';
import { getStorage } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * An applicant's resume, for HR and admins only, as a download (never shown inline, never a
 * public path, never cached); every download is written to the audit log.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await getStaff();
  if (!staff) return new Response('Please sign in', { status: 401, headers: PLAIN });
  if (!mayUse(staff.role, 'applications')) {
    return new Response('Forbidden', { status: 403, headers: PLAIN });
  }
  const id = parseId((await params).id);
  const db = await getDb();
  const resume = id ? await getResume(db, id) : null;
  const stored = resume ? await getStorage().open(resume.resumeKey) : null;
  if (!resume || !stored) return new Response('Not found', { status: 404, headers: PLAIN });
  await recordAudit(db, {
    staffId: staff.id,
    action: 'resume.download',
    entity: 'application',
    entityId: resume.id,
  });
  const extension = EXTENSIONS[resume.resumeType] ?? 'bin';
  return servedFileResponse(stored.stream, {
    contentType: resume.resumeType,
    size: stored.size,
    disposition: 'attachment',
    fileName: `resume-${resume.id}.${extension}`,
  });
}
