/**
 * The vitals' histogram (docs/decisions/real-user-vitals.md): fixed, log-spaced edges with every
 * threshold an edge, each value in exactly one bucket, and the 75th percentile read back by
 * interpolating within its bucket, to exact figures.
 */
import { BUCKET_EDGES, bucketOf, bucketRange, percentileOf } from '@/lib/vitals/histogram';
import { METRIC_RULES, VITAL_METRICS } from '@/lib/vitals/rules';
import { sampleRateOf, isSampled, DEFAULT_SAMPLE_RATE } from '@/lib/vitals/sampling';

const counts = (entries: [number, number][]) => new Map(entries);

describe('bucket edges', () => {
  it.each(VITAL_METRICS)('%s: rising, below its max, with both thresholds as edges', (metric) => {
    const edges = BUCKET_EDGES[metric];
    const rule = METRIC_RULES[metric];
    for (let i = 1; i < edges.length; i++) expect(edges[i]).toBeGreaterThan(edges[i - 1]);
    expect(edges[edges.length - 1]).toBeLessThan(rule.max);
    expect(edges).toContain(rule.good);
    expect(edges).toContain(rule.poor);
    // The stored bucket column allows 0-100.
    expect(edges.length).toBeLessThanOrEqual(100);
  });

  it('are eleven a decade from 1 ms (0.001 for CLS)', () => {
    expect(BUCKET_EDGES.LCP.slice(0, 12)).toEqual([1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4, 5, 6, 8, 10]);
    expect(BUCKET_EDGES.CLS.slice(0, 3)).toEqual([0.001, 0.0012, 0.0015]);
    expect(BUCKET_EDGES.LCP).toHaveLength(56);
    expect(BUCKET_EDGES.INP).toHaveLength(53);
    expect(BUCKET_EDGES.CLS).toHaveLength(55);
  });
});

describe('bucketOf', () => {
  it('puts an edge in the bucket it opens, and everything below the first edge in bucket 0', () => {
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 0.99)).toBe(0);
    expect(bucketOf('LCP', 1)).toBe(1);
    expect(bucketOf('LCP', 2499.9)).toBe(bucketOf('LCP', 2000));
    expect(bucketOf('LCP', 2500)).toBe(bucketOf('LCP', 2999));
    expect(bucketOf('LCP', 2500)).toBe(bucketOf('LCP', 2499.9) + 1);
    expect(bucketOf('CLS', 0.1)).toBe(bucketOf('CLS', 0.0999) + 1);
    expect(bucketOf('CLS', 0)).toBe(0);
  });

  it.each(VITAL_METRICS)('%s: each value lies within the range of its bucket', (metric) => {
    const max = METRIC_RULES[metric].max;
    for (const value of [0, 0.0005, 0.5, 1, 7, 99.9, 250, 1234.5, 77_777, max]) {
      if (value > max) continue;
      const { from, to } = bucketRange(metric, bucketOf(metric, value));
      expect(value).toBeGreaterThanOrEqual(from);
      expect(value).toBeLessThanOrEqual(to);
    }
    expect(bucketOf(metric, max)).toBe(BUCKET_EDGES[metric].length);
    expect(bucketRange(metric, BUCKET_EDGES[metric].length).to).toBe(max);
  });
});

describe('percentileOf', () => {
  const b100 = bucketOf('LCP', 100); // [100, 120)
  const b2000 = bucketOf('LCP', 2000); // [2000, 2500)
  const b2500 = bucketOf('LCP', 2500); // [2500, 3000)

  it('is null for an empty histogram', () => {
    expect(percentileOf('LCP', counts([]))).toBeNull();
    expect(percentileOf('LCP', counts([[b100, 0]]))).toBeNull();
  });

  it('interpolates within the bucket the rank falls in', () => {
    // 4 values in [100, 120): rank 3 lies 3/4 of the way.
    expect(percentileOf('LCP', counts([[b100, 4]]))).toBe(115);
    // 1 value in [100, 120), 3 in [2000, 2500): rank 3 is the 2nd of 3, at 2/3 of 500.
    expect(
      percentileOf(
        'LCP',
        counts([
          [b100, 1],
          [b2000, 3],
        ]),
      ),
    ).toBeCloseTo(2000 + 500 * (2 / 3), 9);
    // 3 good, 1 in [2500, 3000): rank 3 ends the good bucket.
    expect(
      percentileOf(
        'LCP',
        counts([
          [b2000, 3],
          [b2500, 1],
        ]),
      ),
    ).toBe(2500);
    // 2 and 2: rank 3 is half way through [2500, 3000).
    expect(
      percentileOf(
        'LCP',
        counts([
          [b2500, 2],
          [b2000, 2],
        ]),
      ),
    ).toBe(2750);
    // Bucket 0 starts at 0: 1 value in [0, 1), rank 0.75.
    expect(percentileOf('LCP', counts([[0, 1]]))).toBe(0.75);
  });

  it('reads other fractions, and CLS in its own units', () => {
    expect(percentileOf('LCP', counts([[b100, 4]]), 0.5)).toBe(110);
    const cls = bucketOf('CLS', 0.1); // [0.1, 0.12)
    expect(percentileOf('CLS', counts([[cls, 8]]))).toBeCloseTo(0.115, 12);
  });

  it('of the last bucket, ends at the metric max', () => {
    const last = BUCKET_EDGES.INP.length;
    expect(percentileOf('INP', counts([[last, 4]]))).toBe(50_000 + 10_000 * 0.75);
  });
});

describe('sampling', () => {
  it('reads NEXT_PUBLIC_VITALS_SAMPLE as a share from 0 to 1, else one in ten', () => {
    expect(sampleRateOf(undefined)).toBe(DEFAULT_SAMPLE_RATE);
    expect(DEFAULT_SAMPLE_RATE).toBe(0.1);
    expect(sampleRateOf('')).toBe(0.1);
    expect(sampleRateOf('1')).toBe(1);
    expect(sampleRateOf('0')).toBe(0);
    expect(sampleRateOf('0.25')).toBe(0.25);
    for (const bad of ['2', '-0.1', 'all', 'NaN', 'Infinity']) expect(sampleRateOf(bad)).toBe(0.1);
  });

  it('samples a draw below the rate', () => {
    expect(isSampled(1, 0.999)).toBe(true);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
  });
});
