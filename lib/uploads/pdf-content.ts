import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type/core';
import { activeContentIn, objectsOfQpdfJson, pageCountOf } from './pdf-active-content';
import { runQpdf } from './pdf-tool';

/**
 * The one rule for every uploaded PDF (a resume, a prescription, a lab report), on the server
 * only (docs/decisions/pdf-uploads.md). file-type must find a PDF in the bytes; qpdf then builds a
 * new document from the upload's pages alone, so nothing outside them is kept: not the catalog's
 * /OpenAction, scripts, attached files or forms, not bytes outside the objects (an HTML page after
 * the header), not unreferenced objects. Form fields and annotations are flattened into the page,
 * and every compressed stream is decompressed and compressed again, so a stream whose data is not
 * what its /Filter says is found. The result must pass qpdf's own check and hold none of the
 * things lib/uploads/pdf-active-content.ts lists; it is what gets stored, never the upload.
 */

export type PdfVerdict =
  | { ok: true; bytes: Uint8Array; pages: number }
  /** unreadable: no PDF qpdf can read; active_content: scripts, actions, forms or files left. */
  | { ok: false; problem: 'unreadable' | 'active_content' };

/** Said for a PDF refused for what it carries, whichever form it was sent with. */
export const PDF_ACTIVE_CONTENT =
  'This PDF contains scripts, actions, forms or attached files, which we do not accept: print it to a new PDF (or scan it) and upload that';

const UNREADABLE: PdfVerdict = { ok: false, problem: 'unreadable' };

function rewriteArgs(input: string, output: string): string[] {
  return [
    '--no-warn',
    // Form fields get an appearance, then every annotation with one is drawn into the page.
    '--generate-appearances',
    '--flatten-annotations=all',
    '--decode-level=generalized',
    '--recompress-flate',
    '--remove-unreferenced-resources=yes',
    '--empty',
    '--pages',
    input,
    '1-z',
    '--',
    output,
  ];
}

async function rewriteIn(dir: string, bytes: Uint8Array): Promise<PdfVerdict> {
  const input = path.join(dir, 'upload.pdf');
  const output = path.join(dir, 'rewritten.pdf');
  await fs.promises.writeFile(input, bytes, { mode: 0o600 });
  // 3: done with warnings, which real files often give (a damaged cross-reference table).
  const rewrite = await runQpdf(rewriteArgs(input, output));
  if (rewrite.code !== 0 && rewrite.code !== 3) return UNREADABLE;
  // The rewritten file is qpdf's own: any error now is a stream that does not decode.
  if ((await runQpdf(['--check', output])).code !== 0) return UNREADABLE;
  const json = await runQpdf(['--json=2', '--json-key=qpdf', output]);
  const objects = json.code === 0 ? objectsOfQpdfJson(json.stdout) : null;
  if (!objects) return UNREADABLE;
  if (activeContentIn(objects).length > 0) return { ok: false, problem: 'active_content' };
  const pages = pageCountOf(objects);
  if (pages === 0) return UNREADABLE;
  return { ok: true, bytes: new Uint8Array(await fs.promises.readFile(output)), pages };
}

/**
 * The upload rewritten by qpdf, or why it is refused. Throws PdfToolUnavailableError (503)
 * when qpdf is not installed. The temporary folder holds the only copies and is always removed.
 */
export async function preparePdf(bytes: Uint8Array): Promise<PdfVerdict> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type?.ext !== 'pdf') return UNREADABLE;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'pdf-upload-'));
  try {
    return await rewriteIn(dir, bytes);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
