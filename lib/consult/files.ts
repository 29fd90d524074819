import 'server-only';
import { and, eq } from 'drizzle-orm';
import { mixed, object } from 'yup';
import { PRESCRIPTION_MAX_BYTES } from '@/lib/api/body-limits.mjs';
import { isUploadedFile, type UploadedFile } from '@/lib/careers/schema';
import { InvalidInputError, NotFoundError, ServiceError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { consultationFiles, consultationMessages } from '@/lib/db/schema';
import { recordAudit } from '@/lib/staff/audit';
import type { FileStorage } from '@/lib/storage';
import { PDF_ACTIVE_CONTENT } from '@/lib/uploads/pdf-content';
import { preparePrescription } from '@/lib/uploads/prescription-content';
import type { Entrant } from './access';
import { publish } from './hub';
import type { ChatLine } from './room';

/**
 * A file the patient shares in the room (an earlier report, issue 47): a photo or a PDF, checked
 * and rewritten by the uploads' rule (lib/uploads/prescription-content.ts: a photo re-encoded
 * without its metadata, a PDF with scripts or forms refused), stored outside public/ under a
 * generated key, and posted in the chat. Only the two sides open it; the doctor's every opening
 * is audited.
 */

const FOLDER = 'consultations';

export const FILE_MESSAGES = {
  required: 'Choose a file to share',
  size: 'A file must be 10 MB or smaller',
  type: 'A file must be a photo (JPEG, PNG or WebP) or a PDF',
} as const;

/** The upload's form (multipart, field `file`): presence and size; the bytes are judged after. */
export const sharedFileSchema = object({
  file: mixed<UploadedFile>().test('file', FILE_MESSAGES.required, function check(value) {
    if (!isUploadedFile(value) || value.size === 0) return false;
    return (
      value.size <= PRESCRIPTION_MAX_BYTES || this.createError({ message: FILE_MESSAGES.size })
    );
  }),
});
const NAME_MAX = 120;

/** The name shown in the chat: the base name, without path or control characters, shortened. */
export function shownFileName(name: string, kind: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim()
    .slice(0, NAME_MAX);
  return base || `report.${kind}`;
}

export async function shareFile(
  db: Db,
  storage: FileStorage,
  entrant: Entrant,
  file: { bytes: Uint8Array; name: string },
  now = new Date(),
): Promise<ChatLine> {
  if (entrant.side !== 'patient') {
    throw new ServiceError(403, 'Only the patient shares files in the room.', 'not_in_room');
  }
  const prepared = await preparePrescription(file.bytes);
  if (!prepared.ok) {
    throw new InvalidInputError({
      file: prepared.problem === 'active_content' ? PDF_ACTIVE_CONTENT : FILE_MESSAGES.type,
    });
  }
  const fileName = shownFileName(file.name, prepared.kind);
  const storageKey = await storage.put(FOLDER, prepared.bytes, prepared.kind);
  const room = entrant.appointment.id;
  let line: ChatLine;
  try {
    line = await db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(consultationFiles)
        .values({
          appointmentId: room,
          storageKey,
          fileName,
          contentType: prepared.contentType,
          sizeBytes: prepared.bytes.byteLength,
          createdAt: now,
        })
        .returning({ id: consultationFiles.id });
      const [message] = await tx
        .insert(consultationMessages)
        .values({ appointmentId: room, sender: 'patient', fileId: stored.id, createdAt: now })
        .returning({ id: consultationMessages.id });
      return {
        id: message.id,
        sender: 'patient' as const,
        body: '',
        at: now.toISOString(),
        file: { id: stored.id, name: fileName },
      };
    });
  } catch (error) {
    // No file without its row: a stored file nobody can name would never be deleted.
    await storage.remove(storageKey).catch(() => {});
    throw error;
  }
  await publish({ room, from: 'patient', kind: 'chat', data: line });
  return line;
}

/** A file shared in the entrant's room, by id (404 for any other); the doctor's opening audited. */
export async function openSharedFile(db: Db, entrant: Entrant, fileId: number) {
  const [row] = await db
    .select()
    .from(consultationFiles)
    .where(
      and(
        eq(consultationFiles.id, fileId),
        eq(consultationFiles.appointmentId, entrant.appointment.id),
      ),
    );
  if (!row) throw new NotFoundError('File not found');
  if (entrant.side === 'doctor' && entrant.staffId !== undefined) {
    await recordAudit(db, {
      staffId: entrant.staffId,
      action: 'consultation_file.view',
      entity: 'consultation_file',
      entityId: row.id,
    });
  }
  return row;
}
