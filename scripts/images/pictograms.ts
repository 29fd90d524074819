/** Simple medical pictograms on a 100 x 100 grid, one per department. */
import type { Pictogram } from '../../lib/seed/content/pictograms';

const SHAPES: Record<Pictogram, (c: string, bg: string) => string> = {
  heart: (c, bg) =>
    `<path d="M50 85C20 62 8 45 8 30 8 17 18 8 30 8c9 0 16 5 20 12 4-7 11-12 20-12 12 0 22 9 22 22 0 15-12 32-42 55z" fill="${c}"/><path d="M18 42h20l6-10 8 22 6-12h24" fill="none" stroke="${bg}" stroke-width="5" stroke-linejoin="round"/>`,
  brain: (c, bg) =>
    `<path d="M30 75C15 72 10 58 16 48 8 38 14 22 28 22c4-10 18-12 22-4 4-8 18-6 22 4 14 0 20 16 12 26 6 10 1 24-14 27-6 10-14 7-20 3-6 4-14 7-20-3z" fill="${c}"/><path d="M50 20v58M30 40c8 0 10 6 10 12M70 40c-8 0-10 6-10 12" fill="none" stroke="${bg}" stroke-width="4"/>`,
  bone: (c) =>
    `<g transform="rotate(-45 50 50)" fill="${c}"><rect x="22" y="43" width="56" height="14" rx="4"/><circle cx="22" cy="42" r="9"/><circle cx="22" cy="58" r="9"/><circle cx="78" cy="42" r="9"/><circle cx="78" cy="58" r="9"/></g>`,
  stomach: (c, bg) =>
    `<path d="M40 8v22c0 10-10 12-14 22-6 18 8 36 29 34 23-2 35-22 27-40-6-14-22-12-26-4-4 6-4-12-4-34z" fill="${c}"/><path d="M32 62c8 10 22 12 34 4" fill="none" stroke="${bg}" stroke-width="4"/>`,
  kidney: (c, bg) =>
    `<path d="M45 14C22 10 10 32 13 54c3 24 20 36 36 30 12-4 8-18 0-24-8-6-6-16 2-20 10-6 14-22-6-26z" fill="${c}"/><path d="M87 14c-20-4-30 12-22 22 6 8 6 18-2 24-8 6-6 22 8 24" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/><path d="M42 50h14" stroke="${bg}" stroke-width="4"/>`,
  bladder: (c, bg) =>
    `<path d="M50 14c25 0 35 20 32 38-3 18-18 26-32 26S21 70 18 52C15 34 25 14 50 14z" fill="${c}"/><rect x="45" y="76" width="10" height="16" rx="3" fill="${c}"/><path d="M34 40c4-8 12-12 20-12" fill="none" stroke="${bg}" stroke-width="4" stroke-linecap="round"/>`,
  ribbon: (c) =>
    `<path d="M50 58C30 38 35 10 50 10s20 28 0 48zM50 58L30 92M50 58l20 34" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  mother: (c) =>
    `<circle cx="46" cy="18" r="11" fill="${c}"/><path d="M36 34c-8 16-6 36-2 56h24c8-10 16-26 4-38-4-6-6-14-10-18z" fill="${c}"/>`,
  baby: (c, bg) =>
    `<circle cx="50" cy="54" r="32" fill="${c}"/><circle cx="39" cy="50" r="4" fill="${bg}"/><circle cx="61" cy="50" r="4" fill="${bg}"/><path d="M40 66c6 6 14 6 20 0M48 22c-2-8 8-12 10-6" fill="none" stroke="${bg}" stroke-width="4" stroke-linecap="round"/>`,
  lungs: (c) =>
    `<path d="M44 30C29 30 16 50 16 72c0 12 10 16 20 12 6-2 8-8 8-14zM56 30c15 0 28 20 28 42 0 12-10 16-20 12-6-2-8-8-8-14z" fill="${c}"/><path d="M50 8v36M50 38l-8 10M50 38l8 10" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  ear: (c, bg) =>
    `<path d="M60 88c-12 3-16-9-14-17 2-8-8-12-10-24-3-20 12-32 26-30 16 2 24 16 20 32-3 12-14 12-16 24-2 10 0 14-6 15z" fill="${c}"/><path d="M50 40c0-10 14-12 16-2 2 8-8 10-8 18" fill="none" stroke="${bg}" stroke-width="4" stroke-linecap="round"/>`,
  skin: (c, bg) =>
    `<path d="M8 36q21-12 42 0t42 0v56H8z" fill="${c}"/><path d="M8 60q21-8 42 0t42 0M8 78q21-8 42 0t42 0" fill="none" stroke="${bg}" stroke-width="4"/><path d="M30 34V12M50 36V16M70 34V10" stroke="${c}" stroke-width="3"/>`,
  eye: (c, bg) =>
    `<path d="M6 50c18-30 70-30 88 0-18 30-70 30-88 0z" fill="${c}"/><circle cx="50" cy="50" r="16" fill="${bg}"/><circle cx="50" cy="50" r="8" fill="${c}"/>`,
  joint: (c) =>
    `<g fill="${c}"><rect x="42" y="6" width="16" height="36" rx="6"/><circle cx="50" cy="50" r="15"/><rect x="42" y="58" width="16" height="36" rx="6"/></g>`,
};

/** The pictogram scaled to `size` with its top-left corner at (x, y). */
export function pictogram(
  name: Pictogram,
  x: number,
  y: number,
  size: number,
  color: string,
  bg: string,
): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">${SHAPES[name](color, bg)}</g>`;
}
