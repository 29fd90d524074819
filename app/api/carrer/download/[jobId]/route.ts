import { parseId, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { NotFoundError } from '@/lib/api/errors';
import { getJobAttachment } from '@/lib/careers/writes';
import { getStorage, publicFiles } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

function notFound(): never {
  throw new NotFoundError('No file is available for this job');
}

// GET /api/carrer/download/{jobId} – streams the job's attachment as a download
export const GET = withErrors(async function GET(
  _request: Request,
  context: { params: Promise<{ jobId: string }> },
) {
  const { jobId } = await context.params;
  const id = parseId(jobId);
  if (id === null) return notFound();
  const attachment = await getJobAttachment(await getDb(), id);
  if (!attachment) return notFound();
  const source = attachment.location.kind === 'public' ? publicFiles() : getStorage();
  const file = await source.open(attachment.location.key);
  if (!file) return notFound();
  const extension = attachment.fileName.split('.').pop()?.toLowerCase() ?? '';
  return servedFileResponse(file.stream, {
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    size: file.size,
    disposition: 'attachment',
    fileName: attachment.fileName,
    cacheControl: 'no-store',
    // A vacancy's description is as public as its page.
    indexable: true,
  });
});
