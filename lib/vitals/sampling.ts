/**
 * How many page views report their vitals (docs/decisions/real-user-vitals.md): the share set
 * by NEXT_PUBLIC_VITALS_SAMPLE at build time (0 to 1; the e2e build sets 1), else one in ten.
 */
export const DEFAULT_SAMPLE_RATE = 0.1;

/** The sample rate `setting` names, or the default when it names none. */
export function sampleRateOf(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_SAMPLE_RATE;
  const rate = Number(setting);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}

/** Whether this page view reports, for a `draw` in [0, 1) (Math.random()). */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

/** What the console says about the sample. */
export const VITALS_SAMPLE_NOTE =
  'Only a sample of page views reports (no address, account or browser is kept), so a quiet template’s figure may stand on few views.';
