import { parseId } from '@/lib/api/handler';
import { openOutboxFile, outboxFileResponse } from '@/lib/notifications/outbox-file';
import { staffDownload } from '@/lib/staff/downloads';

/**
 * GET /staff/outbox/{id}/file – a delivered message as the recipient got it, for admins only, as
 * a download; every opening is written to the audit log.
 */
export const GET = staffDownload<{ id: string }>('notifications', async (db, { id }) => {
  const file = await openOutboxFile(db, parseId(id));
  if (!file) return null;
  return {
    audit: { action: 'outbox.view', entity: 'outbox', entityId: file.id },
    send: () => outboxFileResponse(file),
  };
});
