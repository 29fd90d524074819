// POST /consult/SMH-…/files – the patient shares a file (an earlier report) in the room
// (multipart, field `file`; lib/consult/files.ts); it appears in both sides' chat.
import { PRESCRIPTION_UPLOAD_LIMIT } from '@/lib/api/body-limits.mjs';
import { formRoute, json } from '@/lib/api/handler';
import { isUploadedFile } from '@/lib/careers/schema';
import { shareFile, sharedFileSchema } from '@/lib/consult/files';
import { referenceOf, requireEntrant } from '@/lib/consult/room';
import { getDb } from '@/lib/db';
import { refuseTooManyUploads } from '@/lib/pharmacy/prescription-upload';
import { getStorage } from '@/lib/storage';

export const dynamic = 'force-dynamic';

export const POST = formRoute({
  body: 'multipart',
  maxBytes: PRESCRIPTION_UPLOAD_LIMIT,
  before: refuseTooManyUploads,
  schema: sharedFileSchema,
  handle: async (input, request) => {
    if (!isUploadedFile(input.file)) throw new Error('file passed validation unset');
    const db = await getDb();
    const entrant = await requireEntrant(db, request, referenceOf(request));
    const line = await shareFile(db, getStorage(), entrant, {
      bytes: new Uint8Array(await input.file.arrayBuffer()),
      name: input.file.name,
    });
    return json({ message: 'Shared', data: line }, 201);
  },
});
