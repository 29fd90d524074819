import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import { isWellFormedPdf } from './pdf-structure';

/**
 * Whether uploaded bytes are a PDF (a lab report), on the server only: file-type must find a PDF
 * in the bytes whatever the file is called, and the structure check refuses what file-type does
 * not look at past `%PDF` (a polyglot with an HTML page). A truncated or crafted file the reader
 * throws on is no PDF: false, never a 500.
 */
export async function isPdfDocument(bytes: Uint8Array): Promise<boolean> {
  try {
    const type = await fileTypeFromBuffer(bytes);
    return type?.ext === 'pdf' && isWellFormedPdf(bytes);
  } catch {
    return false;
  }
}
