import 'server-only';
import sharp from 'sharp';
import { DEMO_SIGNATURE_PREFIX } from '@/lib/seed/content/video-doctors';
import { rngFor } from '@/lib/seed/random';
import { getStorage } from '@/lib/storage';

/**
 * A doctor's signature image (issue 47), drawn on e-prescriptions. Staff upload it in the
 * console's doctor editor (stored under `signatures/` in the uploads); the demo's doctors have
 * keys under `demo-signatures/`, whose PNG is drawn here from the doctor's slug (a pen scribble
 * made locally, nothing downloaded), so a seeded database needs no files.
 */

export const SIGNATURE_FOLDER = 'signatures';
export const SIGNATURE_MAX_BYTES = 512 * 1024;

const WIDTH = 360;
const HEIGHT = 120;

/** The SVG of a demo signature: a few joined pen strokes and an underline, stable per slug. */
export function demoSignatureSvg(slug: string): string {
  const rng = rngFor(`signature:${slug}`);
  let x = 20;
  let d = `M ${x} ${70 + rng() * 20}`;
  const strokes = 7 + Math.floor(rng() * 4);
  for (let i = 0; i < strokes; i++) {
    const step = (WIDTH - 60) / strokes;
    const up = 15 + rng() * 35;
    const c1 = `${(x + step * 0.2).toFixed(1)} ${(60 - up).toFixed(1)}`;
    const c2 = `${(x + step * 0.9).toFixed(1)} ${(100 - rng() * 20).toFixed(1)}`;
    x += step;
    d += ` C ${c1} ${c2} ${x.toFixed(1)} ${(65 + rng() * 25).toFixed(1)}`;
  }
  const underline = `M 30 ${104 + rng() * 4} Q ${WIDTH / 2} ${96 + rng() * 6} ${WIDTH - 30} 106`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<path d="${d}" fill="none" stroke="#1a2a6c" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="${underline}" fill="none" stroke="#1a2a6c" stroke-width="2" stroke-linecap="round"/>` +
    `</svg>`
  );
}

export async function demoSignaturePng(slug: string): Promise<Buffer> {
  return sharp(Buffer.from(demoSignatureSvg(slug)))
    .png()
    .toBuffer();
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The PNG bytes of the signature under `key` (a doctor's signature_key), or null. */
export async function readSignature(key: string | null | undefined): Promise<Buffer | null> {
  if (!key) return null;
  if (key.startsWith(DEMO_SIGNATURE_PREFIX)) {
    const slug = key.slice(DEMO_SIGNATURE_PREFIX.length).replace(/\.png$/, '');
    return /^[a-z0-9-]+$/.test(slug) ? demoSignaturePng(slug) : null;
  }
  const file = await getStorage().open(key);
  return file ? readAll(file.stream) : null;
}
