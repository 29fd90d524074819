import { parseId } from '@/lib/api/handler';
import { openOrderPrescription, prescriptionResponse } from '@/lib/pharmacy/prescription-file';
import { staffDownload } from '@/lib/staff/downloads';

/**
 * GET /staff/orders/{id}/prescriptions/{fileId} – one prescription page of an order, for
 * pharmacists and admins only (issue 18): every view is written to the audit log before a byte is
 * sent. Never cached, never a public path: the file lives under DATA_DIR, named by a generated
 * key, and is reached only through this check.
 */
export const GET = staffDownload<{ id: string; fileId: string }>(
  'prescriptions',
  async (db, { id, fileId }) => {
    const file = await openOrderPrescription(db, parseId(id), parseId(fileId));
    if (!file) return null;
    return {
      audit: {
        action: 'prescription.view',
        entity: 'pharmacy_order',
        entityId: file.orderId,
        changes: { file: { before: null, after: file.id } },
      },
      send: () => prescriptionResponse(file),
    };
  },
);
