import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * Where messages go. One interface per channel, so a provider replaces an implementation without
 * the outbox or its worker changing:
 * - e-mail through SMTP (nodemailer) when SMTP_URL is set; otherwise (the quick start) each e-mail
 *   is composed exactly as it would be sent and written as a standard .eml file under
 *   DATA_DIR/outbox/, where staff can open what a patient would have received;
 * - SMS through `SmsSender`: this logging implementation writes the text beside the e-mails and
 *   logs that it did (never the number or the text). An Indian SMS or WhatsApp provider (DLT
 *   registered templates) is plugged in by implementing `SmsSender` and returning it from
 *   `smsSender()`.
 */

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface Channel {
  /** Resolves once the message is handed over; throws to be retried later. */
  deliver(message: OutboxRow): Promise<void>;
}

export type Channels = Record<OutboxRow['channel'], Channel>;

export function outboxDir(): string {
  return path.join(/* turbopackIgnore: true */ env.dataDir, 'outbox');
}

/** `<id>-<topic>.<ext>`: the same message always writes the same file, so a retry replaces it. */
export function outboxFileName(message: Pick<OutboxRow, 'id' | 'topic'>, ext: string): string {
  return `${message.id}-${message.topic.replace(/[^a-z0-9]+/gi, '-')}.${ext}`;
}

async function writeOutboxFile(name: string, content: string | Buffer): Promise<void> {
  const dir = outboxDir();
  await fs.promises.mkdir(dir, { recursive: true });
  const full = path.join(/* turbopackIgnore: true */ dir, name);
  // Written whole or not at all: a reader never sees half a message.
  const partial = `${full}.partial`;
  await fs.promises.writeFile(partial, content, { mode: 0o640 });
  await fs.promises.rename(partial, full);
}

export function emailChannel(): Channel {
  const smtp = env.smtpUrl;
  const transport = smtp
    ? nodemailer.createTransport(smtp)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message) {
      const info = await transport.sendMail({
        from: env.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
      });
      if (!smtp) await writeOutboxFile(outboxFileName(message, 'eml'), info.message as Buffer);
    },
  };
}

export interface SmsSender {
  send(to: string, text: string, message: OutboxRow): Promise<void>;
}

const loggingSms: SmsSender = {
  async send(to, text, message) {
    await writeOutboxFile(outboxFileName(message, 'sms.txt'), `To: ${to}\n\n${text}\n`);
    logger.info(
      { outboxId: message.id, topic: message.topic, length: text.length },
      'SMS written to the outbox folder',
    );
  },
};

/** The SMS provider: the logging one until a provider is configured here. */
export function smsSender(): SmsSender {
  return loggingSms;
}

export function smsChannel(sender: SmsSender = smsSender()): Channel {
  return { deliver: (message) => sender.send(message.recipient, message.bodyText, message) };
}

export function defaultChannels(): Channels {
  return { email: emailChannel(), sms: smsChannel() };
}
