import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';

/**
 * A staff-uploaded portrait (a doctor's photo), on the server only: file-type must find a JPEG,
 * PNG or WebP in the bytes whatever the file is called; sharp decodes it (refusing a truncated or
 * crafted one, or one over 50 megapixels), turns it upright, crops it to a 480 x 480 square and
 * encodes a new WebP, which keeps only the pixels (no EXIF, XMP, comments or trailing bytes).
 */

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 50_000_000;
export const PHOTO_SIZE = 480;

export async function preparePortrait(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const type = await fileTypeFromBuffer(bytes);
    if (type?.ext !== 'jpg' && type?.ext !== 'png' && type?.ext !== 'webp') return null;
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}
