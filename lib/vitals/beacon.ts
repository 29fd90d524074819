/**
 * The browser's side of the real-user vitals (docs/decisions/real-user-vitals.md), imported
 * lazily once a sampled page view is idle: web-vitals' observers (their buffered entries include
 * what happened before), and one beacon per page view when the page is hidden or left, carrying
 * the page's template, the device class, the connection type and each metric's value: no
 * address, id or user agent.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { connectionTypeOf, deviceClassOf, type VitalMetric } from './rules';
import { templateOf } from './templates';

export const VITALS_ENDPOINT = '/api/vitals';

type Params = Record<string, string | string[] | undefined>;

/** CLS to four decimals, times to the millisecond: the histogram's buckets are wider. */
function rounded(metric: Metric): number {
  return metric.name === 'CLS'
    ? Math.round(metric.value * 10_000) / 10_000
    : Math.round(metric.value);
}

function send(body: string): void {
  try {
    if (navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([body], { type: 'application/json' })))
      return;
  } catch {
    // A browser that refuses a JSON beacon falls back to fetch below.
  }
  void fetch(VITALS_ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Starts reporting the page view at `pathname` (with its route `params`). */
export function reportVitals(pathname: string, params: Params): void {
  const template = templateOf(pathname, params);
  if (!template) return;
  const values = new Map<VitalMetric, number>();
  let sent = false;
  const record = (metric: Metric) => {
    if (!sent) values.set(metric.name as VitalMetric, rounded(metric));
  };
  onTTFB(record);
  onFCP(record);
  onLCP(record);
  onCLS(record);
  onINP(record);
  const flush = () => {
    if (sent || values.size === 0) return;
    sent = true;
    const connection = (navigator as { connection?: { effectiveType?: unknown } }).connection;
    send(
      JSON.stringify({
        template,
        device: deviceClassOf(window.innerWidth),
        connection: connectionTypeOf(connection?.effectiveType),
        metrics: [...values].map(([name, value]) => ({ name, value })),
      }),
    );
  };
  // After web-vitals' own listeners (they capture), which report CLS, INP and LCP on hiding.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
