import { servedFileResponse } from '@/lib/uploads/served-file';

/** A PDF made for one person on request (an invoice, a receipt, an e-prescription). */
export type PdfFile = { fileName: string; bytes: Buffer };

/** The PDF as a download that is private and never kept (no shared or browser cache). */
export function privatePdfDownload(file: PdfFile): Response {
  return servedFileResponse(new Uint8Array(file.bytes), {
    contentType: 'application/pdf',
    size: file.bytes.length,
    disposition: 'attachment',
    fileName: file.fileName,
    cacheControl: 'private, no-store',
  });
}
