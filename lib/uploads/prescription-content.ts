import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { isWellFormedPdf } from './pdf-structure';

/**
 * What an uploaded prescription really is, on the server only (issue 18): file-type names the
 * format from the bytes, whatever the file's name says; a photo is decoded and encoded again with
 * sharp, which keeps only the pixels (EXIF with the phone's location and owner, XMP, comments and
 * anything appended after the image are dropped), turned upright from its EXIF orientation; a PDF
 * must be well formed. Anything else is refused.
 */

export type PrescriptionKind = 'jpg' | 'png' | 'webp' | 'pdf';

export type PreparedPrescription = {
  kind: PrescriptionKind;
  contentType: string;
  bytes: Uint8Array;
};

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

async function prepare(bytes: Uint8Array): Promise<PreparedPrescription | null> {
  const type = await fileTypeFromBuffer(bytes);
  switch (type?.ext) {
    case 'jpg':
    case 'png':
    case 'webp':
      return {
        kind: type.ext,
        contentType: CONTENT_TYPES[type.ext],
        bytes: await reencode(bytes, type.ext),
      };
    case 'pdf':
      return isWellFormedPdf(bytes) ? { kind: 'pdf', contentType: CONTENT_TYPES.pdf, bytes } : null;
    default:
      return null;
  }
}

/**
 * The prescription as it will be stored, or null when the bytes are no photo or PDF (or a
 * truncated or crafted one the decoders refuse: no prescription, so null rather than a 500).
 */
export async function preparePrescription(bytes: Uint8Array): Promise<PreparedPrescription | null> {
  try {
    return await prepare(bytes);
  } catch {
    return null;
  }
}
