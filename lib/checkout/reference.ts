import { randomBytes } from 'node:crypto';

/** 32 letters and digits without look-alikes (no I, O, 0, 1): read out over the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * An order's reference: its prefix ('SPH' a pharmacy order, 'SLB' a lab order) and 10 random
 * characters (50 bits: not guessable, so a reference alone opens nothing).
 */
export function newReference(prefix: 'SPH' | 'SLB'): string {
  const bytes = randomBytes(10);
  return `${prefix}-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % 32]).join('')}`;
}
