/**
 * A binary attachment through the outbox (the invoice's PDF): stored as base64 text with
 * `encoding: 'base64'`, sent as the original bytes, not as the base64 text encoded once more.
 */
// First: a data directory, before anything imports lib/env.
import { uploadDataDir } from '../helpers/upload-data-dir';
import fs from 'node:fs';
import path from 'node:path';
import { emailChannel, type OutboxRow } from '@/lib/notifications/channels';

it('sends a base64 attachment as its own bytes', async () => {
  const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const message = {
    id: 43,
    topic: 'pharmacy_order.invoice',
    channel: 'email',
    recipient: 'asha@example.com',
    subject: 'Tax invoice',
    bodyText: 'Attached',
    bodyHtml: null,
    attachments: [
      {
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        content: bytes.toString('base64'),
        encoding: 'base64',
      },
    ],
  } as unknown as OutboxRow;
  await emailChannel().deliver(message);
  const eml = fs.readFileSync(
    path.join(uploadDataDir, 'outbox', '43-pharmacy-order-invoice.eml'),
    'utf8',
  );
  const part = eml.slice(eml.indexOf('Content-Type: application/pdf'));
  const body = part.slice(part.indexOf('\n\n') + 2, part.indexOf('\n--'));
  expect(part).toContain('Content-Transfer-Encoding: base64');
  expect(Buffer.from(body.replace(/\s/g, ''), 'base64').equals(bytes)).toBe(true);
});
