import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { preparePdf, type PdfVerdict } from './pdf-content';

/**
 * What an uploaded prescription really is, on the server only (issue 18): file-type names the
 * format from the bytes, whatever the file's name says; a photo is decoded and encoded again with
 * sharp, which keeps only the pixels (EXIF with the phone's location and owner, XMP, comments and
 * anything appended after the image are dropped), turned upright from its EXIF orientation; a PDF
 * is rewritten by the one PDF rule (lib/uploads/pdf-content.ts), which refuses one that carries
 * scripts, actions, forms or files. Anything else is refused.
 */

export type PrescriptionKind = 'jpg' | 'png' | 'webp' | 'pdf';

export type PreparedPrescription = {
  ok: true;
  kind: PrescriptionKind;
  contentType: string;
  bytes: Uint8Array;
};

/** Why a prescription is refused: no photo or PDF we can read, or a PDF with active content. */
export type RefusedPrescription = Extract<PdfVerdict, { ok: false }>;

const UNREADABLE: RefusedPrescription = { ok: false, problem: 'unreadable' };

const CONTENT_TYPES: Record<PrescriptionKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A phone photo is at most 50 megapixels; a larger image is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

async function reencode(bytes: Uint8Array, kind: 'jpg' | 'png' | 'webp'): Promise<Uint8Array> {
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const out =
    kind === 'jpg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : kind === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 85 });
  return new Uint8Array(await out.toBuffer());
}

/** A photo re-encoded, or null when the bytes are no photo sharp can read. */
async function preparePhoto(bytes: Uint8Array): Promise<PreparedPrescription | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext !== 'jpg' && type?.ext !== 'png' && type?.ext !== 'webp') return null;
  return {
    ok: true,
    kind: type.ext,
    contentType: CONTENT_TYPES[type.ext],
    bytes: await reencode(bytes, type.ext),
  };
}

/**
 * The prescription as it will be stored, or why it is refused (a truncated or crafted photo the
 * decoder throws on is no prescription: a refusal rather than a 500). Throws
 * PdfToolUnavailableError (503) for a PDF when qpdf is not installed.
 */
export async function preparePrescription(
  bytes: Uint8Array,
): Promise<PreparedPrescription | RefusedPrescription> {
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (type?.ext === 'pdf') {
    const pdf = await preparePdf(bytes);
    return pdf.ok
      ? { ok: true, kind: 'pdf', contentType: CONTENT_TYPES.pdf, bytes: pdf.bytes }
      : pdf;
  }
  return (await preparePhoto(bytes).catch(() => null)) ?? UNREADABLE;
}
