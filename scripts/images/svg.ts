/**
 * Tiny SVG helpers for the generated demo images. Every file is self-contained: no external
 * hrefs, no web fonts (system font stacks only), explicit width, height and viewBox.
 */
import { hashString } from '../../lib/seed/random';

export const PURPLE = '#6d28d9';
export const PURPLE_DARK = '#4c1d95';
export const PURPLE_MID = '#8b5cf6';
export const PURPLE_SOFT = '#c4b5fd';
export const PURPLE_PALE = '#ede9fe';
export const INK = '#1f2937';
export const FONT = 'font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif"';

/** Accent colours used beside the brand purple, so images are not all alike. */
export const ACCENTS = [
  '#0d9488',
  '#2563eb',
  '#db2777',
  '#ea580c',
  '#16a34a',
  '#0891b2',
  '#9333ea',
  '#ca8a04',
];

export function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title>${body}</svg>\n`
  );
}

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A deterministic choice from `list` for `key`. */
export function choose<T>(key: string, list: readonly T[], salt = ''): T {
  return list[hashString(`${salt}${key}`) % list.length];
}

/** Splits `text` into lines of at most `max` characters, breaking at spaces. */
export function wrap(text: string, max: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, max - 1)}…`;
  }
  return lines;
}

/** The largest font size (up to `max`) at which `lines` fit in `width` pixels. */
export function fitSize(lines: string[], width: number, max: number, em = 0.6): number {
  const longest = Math.max(...lines.map((l) => l.length), 1);
  return Math.min(max, Math.floor(width / (longest * em)));
}

type TextOptions = {
  size: number;
  fill?: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
};

/** Multi-line text starting with its first baseline at (x, y). */
export function text(x: number, y: number, lines: string[], o: TextOptions): string {
  const lh = o.lineHeight ?? Math.round(o.size * 1.25);
  const spans = lines
    .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lh}">${esc(l)}</tspan>`)
    .join('');
  return `<text x="${x}" y="${y}" ${FONT} font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? INK}" text-anchor="${o.anchor ?? 'start'}">${spans}</text>`;
}

/** Soft decorative circles in a corner, seeded by `key`. */
export function bubbles(
  key: string,
  width: number,
  height: number,
  fill: string,
  opacity = 0.35,
): string {
  const h = hashString(key);
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const r = 20 + ((h >>> (i * 3)) % 60);
    const cx = Math.round(width * (0.55 + ((h >>> (i * 5)) % 45) / 100));
    const cy = Math.round(height * (((h >>> (i * 4)) % 90) / 100));
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`);
  }
  return out.join('');
}
