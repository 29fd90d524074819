import fs from 'node:fs';
import path from 'node:path';
import { MAX_STARS, TESTIMONIALS } from '@/components/home/testimonials-data';

describe('home testimonials (six hard-coded reviews)', () => {
  it('has six entries with name, city, review, up to 5 stars and a local image', () => {
    expect(TESTIMONIALS).toHaveLength(6);
    for (const t of TESTIMONIALS) {
      expect(t.name).toBeTruthy();
      expect(t.title).toBeTruthy();
      expect(t.review.length).toBeGreaterThan(20);
      expect(t.stars).toBeGreaterThanOrEqual(1);
      expect(t.stars).toBeLessThanOrEqual(MAX_STARS);
      expect(fs.existsSync(path.join(process.cwd(), 'public', t.image))).toBe(true);
    }
  });
});
