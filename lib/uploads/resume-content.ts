import 'server-only';
import { ZipHandler } from '@tokenizer/inflate';
import { fileTypeFromBuffer } from 'file-type/core';
import { fromBuffer } from 'strtok3/core';
import type { ResumeKind } from '@/lib/careers/resume-file';
import { isWordBinary } from './compound-file';
import { preparePdf, type PdfVerdict } from './pdf-content';

/**
 * What an uploaded resume really is, on the server only: file-type names the format from the
 * bytes (a renamed program, page or archive is named for what it is), then a structure check
 * confirms what file-type does not look at. file-type stops at `%PDF` for a PDF, at
 * `[Content_Types].xml` for a .docx, and at the signature for an OLE compound file. A PDF is
 * rewritten by the one PDF rule (lib/uploads/pdf-content.ts), and the rewrite is what is stored.
 */

export type PreparedResume =
  { ok: true; kind: ResumeKind; bytes: Uint8Array } | Extract<PdfVerdict, { ok: false }>;

/** A .docx is a zip whose central directory lists at least these parts, as Word writes them. */
const DOCX_REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * Names in a zip's central directory, read by file-type's own zip reader (@tokenizer/inflate);
 * null when there is none. Only the directory is read, nothing is decompressed.
 */
async function zipEntryNames(bytes: Uint8Array): Promise<string[] | null> {
  const entries = await new ZipHandler(fromBuffer(bytes)).readCentralDirectory();
  return entries ? entries.map((entry) => entry.filename) : null;
}

async function hasDocxParts(bytes: Uint8Array): Promise<boolean> {
  const names = await zipEntryNames(bytes);
  return names !== null && DOCX_REQUIRED_PARTS.every((part) => names.includes(part));
}

async function detect(bytes: Uint8Array): Promise<ResumeKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  switch (type?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return (await hasDocxParts(bytes)) ? 'docx' : null;
    case 'cfb':
      return isWordBinary(bytes) ? 'doc' : null;
    default:
      return null;
  }
}

/**
 * The resume as it will be stored (a PDF rewritten, a Word file as sent), or why it is refused.
 * The readers throw on truncated or crafted input (a directory running past the end, a bad
 * signature); such a file is no resume, so a throw is a refusal here rather than a 500. Throws
 * PdfToolUnavailableError (503) for a PDF when qpdf is not installed.
 */
export async function prepareResume(bytes: Uint8Array): Promise<PreparedResume> {
  const kind = await detect(bytes).catch(() => null);
  if (kind === null) return { ok: false, problem: 'unreadable' };
  if (kind !== 'pdf') return { ok: true, kind, bytes };
  const pdf = await preparePdf(bytes);
  return pdf.ok ? { ok: true, kind, bytes: pdf.bytes } : pdf;
}
