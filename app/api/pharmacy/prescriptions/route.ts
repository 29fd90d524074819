// POST /api/pharmacy/prescriptions – stores one prescription page (multipart, field `file`) and
// answers the token a payment order names it by
import { PRESCRIPTION_UPLOAD_LIMIT } from '@/lib/api/body-limits.mjs';
import { formRoute, json } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { isUploadedFile } from '@/lib/careers/schema';
import { prescriptionUploadSchema } from '@/lib/pharmacy/prescription-schema';
import { refuseTooManyUploads, storePrescriptionFile } from '@/lib/pharmacy/prescription-upload';
import { getStorage } from '@/lib/storage';

export const POST = formRoute({
  body: 'multipart',
  maxBytes: PRESCRIPTION_UPLOAD_LIMIT,
  before: refuseTooManyUploads,
  schema: prescriptionUploadSchema,
  handle: async (input) => {
    // The schema has checked presence and size (the bytes are checked as they are stored).
    if (!isUploadedFile(input.file)) throw new Error('file passed validation unset');
    const stored = await storePrescriptionFile(
      await getDb(),
      getStorage(),
      new Uint8Array(await input.file.arrayBuffer()),
    );
    return json(
      {
        message: 'Success',
        data: {
          prescription_id: stored.token,
          content_type: stored.contentType,
          size: stored.sizeBytes,
        },
      },
      201,
    );
  },
});
