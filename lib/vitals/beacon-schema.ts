/**
 * POST /api/vitals: one page view's measurements, as the browser's beacon sends them. Only these
 * fields are read; anything else is dropped. No address, id or user agent: the page's template,
 * the device class, the connection type, and each metric's name and value.
 */
import { array, number, object, string, type InferType } from 'yup';
import { PAGE_TEMPLATES } from './templates';
import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  MAX_METRICS_PER_BEACON,
  METRIC_RULES,
  VITAL_METRICS,
  type VitalMetric,
} from './rules';

export const VITALS_MESSAGES = {
  template: "The page template is not one of the site's pages",
  device: `The device class must be one of ${DEVICE_CLASSES.join(', ')}`,
  connection: `The connection type must be one of ${CONNECTION_TYPES.join(', ')}`,
  metrics: `Send from 1 to ${MAX_METRICS_PER_BEACON} metrics`,
  metricTwice: 'Each metric may be sent once per page view',
  name: `The metric must be one of ${VITAL_METRICS.join(', ')}`,
  value: 'The value must be a number from 0 to the metric’s largest possible value',
} as const;

const M = VITALS_MESSAGES;

const metricSchema = object({
  name: string().strict().typeError(M.name).oneOf(VITAL_METRICS, M.name).required(M.name),
  value: number()
    .strict()
    .typeError(M.value)
    .min(0, M.value)
    .required(M.value)
    .test('metric-max', M.value, function withinMax(value) {
      const name = (this.parent as { name?: unknown }).name;
      const rule = METRIC_RULES[name as VitalMetric];
      // An unknown name is its own field's error.
      return !rule || value === undefined || value <= rule.max;
    }),
});

export const vitalsBeaconSchema = object({
  template: string()
    .strict()
    .typeError(M.template)
    .oneOf(PAGE_TEMPLATES, M.template)
    .required(M.template),
  device: string().strict().typeError(M.device).oneOf(DEVICE_CLASSES, M.device).required(M.device),
  connection: string()
    .strict()
    .typeError(M.connection)
    .oneOf(CONNECTION_TYPES, M.connection)
    .required(M.connection),
  metrics: array(metricSchema)
    .required(M.metrics)
    .min(1, M.metrics)
    .max(MAX_METRICS_PER_BEACON, M.metrics)
    .test('metric-once', M.metricTwice, (metrics) => {
      const names = (metrics ?? []).map((metric) => metric?.name);
      return new Set(names).size === names.length;
    }),
});

export type VitalsBeacon = InferType<typeof vitalsBeaconSchema>;
