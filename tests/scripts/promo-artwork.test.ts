/**
 * The promotion pictures the seed draws (scripts/images/artwork.ts). A banner whose words the
 * page sets as text has a picture without words, and the white '+' disc stays whole inside
 * every frame (it was cut by the right edge of the About cards' 400 x 300 pictures).
 */
import fs from 'node:fs';
import path from 'node:path';
import { promo, promoArt } from '../../scripts/images/artwork';
import { ABOUT_CTAS, ABOUT_VALUES } from '../../lib/seed/content/site-about';
import { drawingOf, img } from '../../lib/seed/content/image-paths';

const SIZES = [
  [400, 300],
  [600, 300],
  [600, 400],
  [800, 400],
  [1200, 300],
  [1200, 400],
] as const;

function disc(svg: string) {
  const m = svg.match(/<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="#fff"\/>/);
  if (!m) throw new Error('no disc');
  const [cx, cy, r] = m.slice(1).map(Number);
  return { left: cx - r, right: cx + r, top: cy - r, bottom: cy + r };
}

describe('promotion artwork', () => {
  test.each(SIZES)("%i x %i: the '+' disc is whole inside the frame", (width, height) => {
    for (const svg of [
      promo(width, height, 'Title', 'Sub line', 'k'),
      promoArt(width, height, 'k', 'T'),
    ]) {
      const d = disc(svg);
      expect(d.left).toBeGreaterThanOrEqual(0);
      expect(d.right).toBeLessThanOrEqual(width);
      expect(d.top).toBeGreaterThanOrEqual(0);
      expect(d.bottom).toBeLessThanOrEqual(height);
    }
  });

  test('a picture without words has no text in it', () => {
    expect(promoArt(1200, 400, 'lab-main', 'Lab Tests at Home')).not.toMatch(/<text/);
  });

  test("the About cards' and the lab main ad's pictures, as stored, carry no words", () => {
    const files = [...ABOUT_VALUES, ...ABOUT_CTAS]
      .map((v) => v.image)
      // Some values show one of the site's icons instead.
      .filter((file) => file.startsWith('/images/site/'))
      .concat(img.lab('main'));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const svg = fs.readFileSync(path.join(process.cwd(), 'public', drawingOf(file)), 'utf8');
      expect({ file, words: svg.includes('<text') }).toEqual({ file, words: false });
      const d = disc(svg);
      expect(d.right).toBeLessThanOrEqual(Number(svg.match(/viewBox="0 0 (\d+)/)![1]));
    }
  });
});
