import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import { mixed } from 'yup';
import sharp from 'sharp';
import { InvalidInputError } from '@/lib/api/errors';
import { getStorage } from '@/lib/storage';
import { IMAGE_KINDS, IMAGE_MAX_BYTES, IMAGE_TOO_BIG, type ImageKind } from './image-kinds';

/**
 * Images staff upload in the console (a doctor's photo, a department's, treatment's or post's
 * picture, a medicine's pack, a home banner), on the server only. file-type must find a JPEG, PNG or WebP in the
 * bytes whatever the file is called; sharp decodes it (refusing a truncated or crafted one, or
 * one over 50 megapixels), turns it upright, fits it to the kind's size and encodes a new WebP,
 * which keeps only the pixels (no EXIF, XMP, comments or trailing bytes). The result is stored
 * outside public/ under a generated name and served by /media/{folder}/{file}
 * (app/media/[folder]/[file]/route.ts).
 */

const MAX_PIXELS = 50_000_000;

/** An uploaded file as a server action's form gives it. */
export type UploadedFile = { size: number; arrayBuffer(): Promise<ArrayBuffer> };

/** A picture a new record cannot go without, asked for as the field's error. */
export const IMAGE_REQUIRED = 'Choose a picture (JPEG, PNG or WebP, at most 5 MB)';

/** The schema of an image field: optional, at most 5 MB (the kind is judged when stored). */
export function imageField() {
  return mixed<UploadedFile>()
    .optional()
    .test('image-size', IMAGE_TOO_BIG, (file) => !file || file.size <= IMAGE_MAX_BYTES);
}

/** The re-encoded WebP of `bytes`, or null when they are not a JPEG, PNG or WebP sharp can read. */
export async function prepareImage(bytes: Uint8Array, kind: ImageKind): Promise<Uint8Array | null> {
  const { width, height, fit } = IMAGE_KINDS[kind];
  try {
    const type = await fileTypeFromBuffer(bytes);
    if (type?.ext !== 'jpg' && type?.ext !== 'png' && type?.ext !== 'webp') return null;
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(width, height, {
        fit,
        ...(fit === 'cover' ? { position: 'attention' } : { withoutEnlargement: true }),
      })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

/**
 * Stores `file` (when there is one) as an image of `kind` and runs `save` with its public path;
 * when `save` fails the stored file is removed again, so a refused or failed save leaves no file
 * behind. A file that is not an image is refused as `field`'s error before anything is stored.
 */
export async function withStoredImage<T>(
  file: UploadedFile | undefined,
  kind: ImageKind,
  field: string,
  save: (imagePath: string | undefined) => Promise<T>,
): Promise<T> {
  if (!file) return save(undefined);
  const prepared = await prepareImage(new Uint8Array(await file.arrayBuffer()), kind);
  if (!prepared) throw new InvalidInputError({ [field]: 'An image must be a JPEG, PNG or WebP' });
  const storage = getStorage();
  const key = await storage.put(IMAGE_KINDS[kind].folder, prepared, 'webp');
  try {
    return await save(`/media/${key}`);
  } catch (error) {
    await storage.remove(key).catch(() => {});
    throw error;
  }
}
