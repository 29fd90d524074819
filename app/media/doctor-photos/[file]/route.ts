import { IMAGE_CSP } from '@/lib/security/policies.mjs';
import { getStorage } from '@/lib/storage';

/**
 * GET /media/doctor-photos/{uuid}.webp: a doctor's photo uploaded in the staff console (stored
 * outside public/ under a generated name, re-encoded on upload). Public and immutable: a new
 * photo gets a new name.
 */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const stored = NAME.test(file) ? await getStorage().open(`doctor-photos/${file}`) : null;
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
