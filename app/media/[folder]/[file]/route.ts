import { IMAGE_CSP } from '@/lib/security/policies.mjs';
import { getStorage } from '@/lib/storage';
import { MEDIA_FOLDERS } from '@/lib/uploads/image-kinds';

/**
 * GET /media/{folder}/{uuid}.webp: an image uploaded in the staff console (lib/uploads/
 * content-image.ts: stored outside public/ under a generated name, re-encoded on upload). Only the
 * image folders are served, and only names the storage generates. Public and immutable: a new
 * image gets a new name.
 */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ folder: string; file: string }> },
) {
  const { folder, file } = await params;
  const stored =
    MEDIA_FOLDERS.includes(folder) && NAME.test(file)
      ? await getStorage().open(`${folder}/${file}`)
      : null;
  if (!stored) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(stored.stream, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': IMAGE_CSP,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
