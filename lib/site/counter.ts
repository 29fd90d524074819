/**
 * Statistics counters (spec section 4): each number counts from 0 to its target over 2000 ms in
 * 20 ms steps, and the items start one after another, 2500 ms apart. Pure, so it is unit-tested.
 */

import { groupIndian } from '@/lib/format/indian-number';

export const COUNTER_TIMING = {
  durationMs: 2000,
  tickMs: 20,
  staggerMs: 2500,
} as const;

/** Ticks from 0 to the target: 2000 / 20 = 100. */
export const COUNTER_TICKS = COUNTER_TIMING.durationMs / COUNTER_TIMING.tickMs;

/**
 * The number shown after `tick` ticks. Rounded down so it never overshoots, and it reaches the
 * target exactly on the last tick whatever the target's size.
 */
export function counterValueAt(target: number, tick: number): number {
  if (target <= 0 || tick <= 0) return 0;
  if (tick >= COUNTER_TICKS) return target;
  return Math.floor((target * tick) / COUNTER_TICKS);
}

/** Milliseconds after the row comes into view at which item `index` starts counting. */
export function counterStartDelay(index: number): number {
  return Math.max(0, index) * COUNTER_TIMING.staggerMs;
}

/** The number shown `elapsedMs` after the row came into view, for item `index`. */
export function counterValueAfter(target: number, index: number, elapsedMs: number): number {
  const sinceStart = elapsedMs - counterStartDelay(index);
  return counterValueAt(target, Math.floor(sinceStart / COUNTER_TIMING.tickMs));
}

/** '1,200+' : Indian digit grouping with the spec's '+' suffix. */
export function formatCount(value: number): string {
  return `${groupIndian(Math.round(value))}+`;
}
