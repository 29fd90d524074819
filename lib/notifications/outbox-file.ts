import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { outboxMessages } from '@/lib/db/schema';
import { servedFileResponse } from '@/lib/uploads/served-file';
import { outboxDir, outboxFileName } from './channels';

/**
 * A delivered message as the recipient got it (without an SMTP server: the .eml file, or the SMS
 * text), for the console's outbox, as a download.
 */
export type OutboxFile = {
  id: number;
  name: string;
  email: boolean;
  bytes: Uint8Array<ArrayBuffer>;
};

/** Message `id`'s delivered file, or null (no such message, or nothing written for it). */
export async function openOutboxFile(db: Db, id: number | null): Promise<OutboxFile | null> {
  if (!id) return null;
  const [message] = await db
    .select({ id: outboxMessages.id, topic: outboxMessages.topic, channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!message) return null;
  const email = message.channel === 'email';
  const name = outboxFileName(message, email ? 'eml' : 'sms.txt');
  const bytes = await fs.promises.readFile(path.join(outboxDir(), name)).catch(() => null);
  return bytes ? { id: message.id, name, email, bytes: new Uint8Array(bytes) } : null;
}

export function outboxFileResponse(file: OutboxFile): Response {
  return servedFileResponse(file.bytes, {
    contentType: file.email ? 'message/rfc822' : 'text/plain; charset=utf-8',
    size: file.bytes.length,
    disposition: 'attachment',
    fileName: file.name,
  });
}
