// GET /consult/SMH-…/files/12 – a file shared in the room, for either side of it (404 for any
// other file); the doctor's opening is audited (lib/consult/files.ts). Sandboxed like every
// stored file (lib/uploads/served-file.ts).
import { NotFoundError } from '@/lib/api/errors';
import { parseId, withErrors } from '@/lib/api/handler';
import { openSharedFile } from '@/lib/consult/files';
import { requireEntrant } from '@/lib/consult/room';
import { getDb } from '@/lib/db';
import { getStorage } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string; id: string }> };

export const GET = withErrors(async (request: Request, { params }: Context) => {
  const { reference, id } = await params;
  const fileId = parseId(id);
  if (!fileId) throw new NotFoundError('File not found');
  const db = await getDb();
  const entrant = await requireEntrant(db, request, reference);
  const row = await openSharedFile(db, entrant, fileId);
  const stored = await getStorage().open(row.storageKey);
  if (!stored) throw new NotFoundError('File not found');
  return servedFileResponse(stored.stream, {
    contentType: row.contentType,
    size: stored.size,
    disposition: 'inline',
    fileName: row.fileName,
  });
});
