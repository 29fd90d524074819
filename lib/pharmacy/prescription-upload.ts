import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/open';
import { InvalidInputError, TooManyAttemptsError } from '@/lib/api/errors';
import { getLimit } from '@/lib/security/limits';
import { clientKey } from '@/lib/security/rate-limit';
import { prescriptionFiles } from '@/lib/db/schema';
import type { FileStorage } from '@/lib/storage';
import { PDF_ACTIVE_CONTENT } from '@/lib/uploads/pdf-content';
import { preparePrescription } from '@/lib/uploads/prescription-content';
import { PRESCRIPTION_MESSAGES } from './prescription-rules';

/** The folder of lib/storage.ts that holds prescriptions (outside public/). */
const FOLDER = 'prescriptions';

/** 24 random bytes as 32 URL-safe characters (192 bits: cannot be guessed). */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Checks the bytes (a photo is re-encoded without its metadata, a PDF rewritten from its pages),
 * stores what that made under a generated key and answers its token. Bytes that are no photo or
 * PDF, or a PDF with scripts, actions, forms or files, are an input error.
 */
export async function storePrescriptionFile(
  db: Db,
  storage: FileStorage,
  bytes: Uint8Array,
): Promise<{ token: string; contentType: string; sizeBytes: number }> {
  const prepared = await preparePrescription(bytes);
  if (!prepared.ok) {
    throw new InvalidInputError({
      file:
        prepared.problem === 'active_content' ? PDF_ACTIVE_CONTENT : PRESCRIPTION_MESSAGES.fileType,
    });
  }
  const storageKey = await storage.put(FOLDER, prepared.bytes, prepared.kind);
  const row = {
    token: newToken(),
    storageKey,
    contentType: prepared.contentType,
    sizeBytes: prepared.bytes.byteLength,
  };
  try {
    await db.insert(prescriptionFiles).values(row);
  } catch (error) {
    // No file without its row: a stored file nobody can name would never be deleted.
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
  return { token: row.token, contentType: row.contentType, sizeBytes: row.sizeBytes };
}

export const TOO_MANY_UPLOADS = 'Too many prescription uploads, please try again later';

/**
 * The upload's own limit per client (`prescriptionUpload`), checked before the body is read:
 * 429 naming `file`, with Retry-After.
 */
export async function refuseTooManyUploads(request: Request): Promise<void> {
  const decision = await getLimit('prescriptionUpload').consume(clientKey(request.headers));
  if (!decision.allowed) {
    throw new TooManyAttemptsError('file', TOO_MANY_UPLOADS, decision.retryAfterSeconds);
  }
}
