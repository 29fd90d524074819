/**
 * What a real visitor's browser may report (docs/decisions/real-user-vitals.md): the Core Web
 * Vitals and FCP, each with web.dev's 'good' and 'poor' thresholds, the largest value taken as a
 * measurement (anything above is a broken clock, not a slow page), and the closed lists of device
 * classes and connection types. Pure: the browser's beacon, the endpoint and the console share it.
 */

import { CONNECTION_TYPES, DEVICE_CLASSES, VITAL_METRICS } from '../db/schema/constants';

export { CONNECTION_TYPES, DEVICE_CLASSES, VITAL_METRICS };
export type VitalMetric = (typeof VITAL_METRICS)[number];
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export type MetricRule = {
  /** What the value counts: milliseconds, or CLS's unitless layout-shift score. */
  unit: 'ms' | 'score';
  /** web.dev: at most `good` is good, above `poor` is poor, between needs improvement. */
  good: number;
  poor: number;
  /** The largest value accepted. */
  max: number;
};

export const METRIC_RULES: Record<VitalMetric, MetricRule> = {
  LCP: { unit: 'ms', good: 2500, poor: 4000, max: 120_000 },
  INP: { unit: 'ms', good: 200, poor: 500, max: 60_000 },
  CLS: { unit: 'score', good: 0.1, poor: 0.25, max: 100 },
  TTFB: { unit: 'ms', good: 800, poor: 1800, max: 120_000 },
  FCP: { unit: 'ms', good: 1800, poor: 3000, max: 120_000 },
};

/** A page view's beacon: one value per metric at most. */
export const MAX_METRICS_PER_BEACON = VITAL_METRICS.length;

/** Widths below these are phones, then tablets (the site's own breakpoints). */
const TABLET_MIN_WIDTH = 640;
const DESKTOP_MIN_WIDTH = 1024;

/** The device class of a viewport `width` in CSS pixels. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  return width < DESKTOP_MIN_WIDTH ? 'tablet' : 'desktop';
}

/** The connection type of navigator.connection's effectiveType, 'unknown' for anything else. */
export function connectionTypeOf(effectiveType: unknown): ConnectionType {
  return (CONNECTION_TYPES as readonly unknown[]).includes(effectiveType)
    ? (effectiveType as ConnectionType)
    : 'unknown';
}

/** 'good', 'needs improvement' or 'poor' for a value of `metric`. */
export function ratingOf(metric: VitalMetric, value: number) {
  const rule = METRIC_RULES[metric];
  if (value <= rule.good) return 'good' as const;
  return value <= rule.poor ? ('needs improvement' as const) : ('poor' as const);
}
