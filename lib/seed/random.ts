/**
 * Deterministic randomness for the demo content. Every area draws from its own stream
 * (`rngFor('doctors')`), so adding a blog never changes a doctor, and per-key draws
 * (`unitFromKey`) do not depend on the order in which rows are generated.
 */
export type Rng = () => number;

/** The fixed seed of all demo content. */
export const SEED = 0x5a17_2024;

/** mulberry32: a small, fast 32-bit PRNG with a good enough spread for demo data. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function rngFor(stream: string): Rng {
  return mulberry32((SEED ^ hashString(stream)) >>> 0);
}

/** A number in [0, 1) that depends only on `key`. */
export function unitFromKey(key: string): number {
  return rngFor(key)();
}

/** An integer in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)];
}

/** `count` distinct items of `list`, in a random but reproducible order. */
export function pickSome<T>(rng: Rng, list: readonly T[], count: number): T[] {
  return shuffle(rng, list).slice(0, Math.min(count, list.length));
}

export function shuffle<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}
