/**
 * The kinds of picture staff upload (lib/uploads/content-image.ts stores them): each kind's folder
 * under DATA_DIR/uploads and the box it is fitted to. Apart from the image code, so the route that
 * serves them (app/media/[folder]/[file]/route.ts) loads no image library.
 */
/** How each kind of image is stored: its folder and the box it is fitted to. */
export const IMAGE_KINDS = {
  /** A doctor's portrait: cropped to a square around the face (sharp's attention strategy). */
  doctor: { folder: 'doctor-photos', width: 480, height: 480, fit: 'cover' },
  /** A department's, treatment's or post's picture: scaled down to fit, never cropped. */
  content: { folder: 'content-images', width: 1200, height: 1200, fit: 'inside' },
  /** A medicine's pack shot: scaled down to fit. */
  medicine: { folder: 'medicine-images', width: 800, height: 800, fit: 'inside' },
  /** A home page banner: wide, scaled down to fit. */
  banner: { folder: 'banners', width: 1920, height: 1080, fit: 'inside' },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;

/** The folders /media serves. */
export const MEDIA_FOLDERS: readonly string[] = Object.values(IMAGE_KINDS).map((k) => k.folder);

/** The largest picture staff may upload; the console's file inputs refuse a larger one at once. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_BIG = 'An image must be 5 MB or smaller';
