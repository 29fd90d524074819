/**
 * Reading a downloaded PDF's text in a test, as a person reading it would: poppler's pdftotext
 * (Debian's poppler-utils, installed by .ci/run), with the layout kept.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-e2e-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The amount after `label: Rs. ` in an invoice or receipt's text, in paise. */
export function paiseIn(text: string, label: string): number {
  const m = new RegExp(`${label}: Rs\\. ([\\d,]+\\.\\d\\d)`).exec(text);
  if (!m) throw new Error(`no ${label} in the document`);
  return Math.round(Number(m[1].replaceAll(',', '')) * 100);
}

/** The demo seed's seller GSTIN (lib/seed/content/site-settings.ts). */
export const DEMO_GSTIN = '29AAKCS1234F1Z5';
