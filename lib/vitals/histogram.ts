/**
 * The histogram a day's values of one metric are kept in (docs/decisions/real-user-vitals.md):
 * fixed, log-spaced bucket edges per metric, so a day of any number of visits is a few dozen
 * counts, and the 75th percentile CrUX reports is read back from them by interpolating within the
 * bucket it falls in. Every 'good' and 'poor' threshold is an edge, so the share of good visits is
 * exact. Changing the edges changes what stored bucket numbers mean: add a metric, never move one.
 */
import { METRIC_RULES, VITAL_METRICS, type VitalMetric } from './rules';

/** Eleven steps a decade; 1.8 so that TTFB's and FCP's 1,800 ms thresholds are edges too. */
const DECADE_STEPS = [1, 1.2, 1.5, 1.8, 2, 2.5, 3, 4, 5, 6, 8];

function decadeEdges(fromExponent: number, below: number): number[] {
  const edges: number[] = [];
  for (let exponent = fromExponent; ; exponent++) {
    for (const step of DECADE_STEPS) {
      const edge = Number((step * 10 ** exponent).toPrecision(6));
      if (edge >= below) return edges;
      edges.push(edge);
    }
  }
}

/**
 * The lower edges of each metric's buckets after the first: bucket 0 holds [0, edges[0]), bucket
 * i holds [edges[i-1], edges[i]), the last one [its edge, the metric's max].
 */
export const BUCKET_EDGES: Record<VitalMetric, readonly number[]> = Object.fromEntries(
  VITAL_METRICS.map((metric) => {
    const rule = METRIC_RULES[metric];
    return [metric, decadeEdges(rule.unit === 'ms' ? 0 : -3, rule.max)];
  }),
) as unknown as Record<VitalMetric, readonly number[]>;

/** The bucket a valid value of `metric` (0 to the metric's max) is counted in. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const edges = BUCKET_EDGES[metric];
  let low = 0;
  let high = edges.length;
  // The number of edges at or below the value.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (edges[middle] <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The range [from, to) of `metric`'s bucket `bucket` (the last one ends at the metric's max). */
export function bucketRange(metric: VitalMetric, bucket: number): { from: number; to: number } {
  const edges = BUCKET_EDGES[metric];
  return {
    from: bucket === 0 ? 0 : edges[bucket - 1],
    to: bucket < edges.length ? edges[bucket] : METRIC_RULES[metric].max,
  };
}

/** A histogram: how many values fell into each bucket, by bucket number. */
export type BucketCounts = ReadonlyMap<number, number>;

/**
 * The value below which `fraction` of the counted values lie, interpolated linearly within its
 * bucket (as if its values were spread evenly over it); null when nothing was counted. The 75th
 * percentile of 4 values in [100, 120) is 115: 3 of the 4 lie below 100 + 20 × 3/4.
 */
export function percentileOf(
  metric: VitalMetric,
  counts: BucketCounts,
  fraction = 0.75,
): number | null {
  const buckets = [...counts.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const rank = fraction * total;
  let below = 0;
  for (const [bucket, n] of buckets) {
    if (below + n >= rank) {
      const { from, to } = bucketRange(metric, bucket);
      return from + ((to - from) * (rank - below)) / n;
    }
    below += n;
  }
  return bucketRange(metric, buckets[buckets.length - 1][0]).to;
}
