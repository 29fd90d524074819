import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { outboxMessages } from '@/lib/db/schema';
import { outboxDir, outboxFileName } from '@/lib/notifications/channels';
import { recordAudit } from '@/lib/staff/audit';
import { getStaff } from '@/lib/staff/current';
import { mayUse } from '@/lib/staff/roles';
import { servedFileResponse } from '@/lib/uploads/served-file';

const PLAIN = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * A delivered message as the recipient got it (without an SMTP server: the .eml file, or the SMS
 * text), for admins only, as a download; every opening is written to the audit log.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const staff = await getStaff();
  if (!staff) return new Response('Please sign in', { status: 401, headers: PLAIN });
  if (!mayUse(staff.role, 'notifications')) {
    return new Response('Forbidden', { status: 403, headers: PLAIN });
  }
  const id = parseId((await params).id);
  const db = await getDb();
  const [message] = id
    ? await db
        .select({
          id: outboxMessages.id,
          topic: outboxMessages.topic,
          channel: outboxMessages.channel,
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id))
    : [];
  const name = message
    ? outboxFileName(message, message.channel === 'email' ? 'eml' : 'sms.txt')
    : null;
  const bytes = name
    ? await fs.promises.readFile(path.join(outboxDir(), name)).catch(() => null)
    : null;
  if (!message || !name || !bytes)
    return new Response('Not found', { status: 404, headers: PLAIN });
  await recordAudit(db, {
    staffId: staff.id,
    action: 'outbox.view',
    entity: 'outbox',
    entityId: message.id,
  });
  return servedFileResponse(new Uint8Array(bytes), {
    contentType: message.channel === 'email' ? 'message/rfc822' : 'text/plain; charset=utf-8',
    size: bytes.length,
    disposition: 'attachment',
    fileName: name,
  });
}
