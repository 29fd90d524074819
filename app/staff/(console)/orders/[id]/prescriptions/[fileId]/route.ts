import { and, eq } from 'drizzle-orm';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { prescriptionFiles } from '@/lib/db/schema';
import { recordAudit } from '@/lib/staff/audit';
import { getStaff } from '@/lib/staff/current';
import { mayUse } from '@/lib/staff/roles';
import { getStorage } from '@/lib/storage';
import { servedFileResponse } from '@/lib/uploads/served-file';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * One prescription page of an order, for pharmacists and admins only (issue 18): every view is
 * written to the audit log before a byte is sent. Never cached, never a public path: the file
 * lives under DATA_DIR, named by a generated key, and is reached only through this check.
 * Inline, since the pharmacist reads it here; sandboxed (lib/uploads/served-file.ts).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; fileId: string }> },
) {
  const staff = await getStaff();
  if (!staff) return new Response('Please sign in', { status: 401, headers: PLAIN });
  if (!mayUse(staff.role, 'prescriptions')) {
    return new Response('Forbidden', { status: 403, headers: PLAIN });
  }
  const { id, fileId } = await params;
  const orderId = parseId(id);
  const fileNumber = parseId(fileId);
  const db = await getDb();
  const [file] =
    orderId && fileNumber
      ? await db
          .select()
          .from(prescriptionFiles)
          .where(
            and(
              eq(prescriptionFiles.id, fileNumber),
              eq(prescriptionFiles.pharmacyOrderId, orderId),
            ),
          )
          .limit(1)
      : [];
  const stored = file ? await getStorage().open(file.storageKey) : null;
  if (!file || !stored) return new Response('Not found', { status: 404, headers: PLAIN });
  await recordAudit(db, {
    staffId: staff.id,
    action: 'prescription.view',
    entity: 'pharmacy_order',
    entityId: file.pharmacyOrderId ?? '',
    changes: { file: { before: null, after: file.id } },
  });
  const extension = file.contentType === 'application/pdf' ? 'pdf' : file.contentType.split('/')[1];
  return servedFileResponse(stored.stream, {
    contentType: file.contentType,
    size: stored.size,
    disposition: 'inline',
    fileName: `prescription-${file.id}.${extension}`,
  });
}
