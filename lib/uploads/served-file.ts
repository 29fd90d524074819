import { IMAGE_CSP } from '@/lib/security/policies.mjs';

/**
 * The one set of headers for every file someone uploaded or the site stored for download (a
 * resume, a prescription, a lab report, an outbox message, a console image, a job's attachment):
 * whatever the bytes are, the browser never sniffs them into a page (nosniff) and opens them in
 * a sandbox (an opaque origin, no scripts, no forms, no plugins), so even a file that slipped past
 * the upload checks can run nothing with the site's cookies. Inline only where a person reads the
 * file in the browser; everything else is a download.
 */

/** Sandboxed, nothing loads: images, downloads, and anything not shown as a PDF. */
export const LOCKED_FILE_CSP = IMAGE_CSP;

/**
 * An inline PDF: sandboxed, but without `default-src 'none'`, which keeps Chrome's PDF viewer
 * (a page the browser builds around the file) from applying its own styles.
 */
export const PDF_VIEW_CSP = 'sandbox';

export type ServedFile = {
  contentType: string;
  size: number;
  /** inline: a person reads it in the browser (a pharmacist, a patient); attachment otherwise. */
  disposition: 'inline' | 'attachment';
  /** The name offered to save it under; any character is made safe here. */
  fileName?: string;
  /** Private and never kept, unless the file is public and immutable (console images). */
  cacheControl?: string;
  /** Whether search engines may index it (only the site's public images). */
  indexable?: boolean;
};

/** A disposition whose name cannot break out of its quotes, plus the UTF-8 form. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName?: string) {
  if (!fileName) return disposition;
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function servedFileHeaders(file: ServedFile): Record<string, string> {
  const pdfView = file.disposition === 'inline' && file.contentType === 'application/pdf';
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': contentDisposition(file.disposition, file.fileName),
    'Content-Security-Policy': pdfView ? PDF_VIEW_CSP : LOCKED_FILE_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.cacheControl ?? 'private, no-store',
    ...(file.indexable ? {} : { 'X-Robots-Tag': 'noindex, nofollow' }),
  };
}

/** The response that streams a stored file with those headers. */
export function servedFileResponse(
  body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>,
  file: ServedFile,
): Response {
  return new Response(body, { headers: servedFileHeaders(file) });
}
