import { getStorage } from '@/lib/storage';
import { MEDIA_FOLDERS } from '@/lib/uploads/image-kinds';
import { servedFileResponse } from '@/lib/uploads/served-file';

/**
 * GET /media/{folder}/{uuid}.webp: an image uploaded in the staff console (lib/uploads/
 * content-image.ts: stored outside public/ under a generated name, re-encoded on upload). Only the
 * image folders are served, and only names the storage generates. Public and immutable: a new
 * image gets a new name. Inline: the site's pages show it (lib/uploads/served-file.ts's headers).
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
  return servedFileResponse(stored.stream, {
    contentType: 'image/webp',
    size: stored.size,
    disposition: 'inline',
    cacheControl: 'public, max-age=31536000, immutable',
    indexable: true,
  });
}
