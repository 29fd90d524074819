/**
 * Failures per client (an address from clientKey in ./rate-limit), counted in fixed windows and
 * held in this process's memory; the coupon check uses it against guessing codes. Enough for
 * one instance; several instances behind a load balancer each count on their own, so the
 * effective limit is multiplied by the instance count (a shared store would fix that).
 */
export type FailureLimiter = {
  /** True while `key` has used up its failures in the current window. */
  isBlocked(key: string, now?: number): boolean;
  recordFailure(key: string, now?: number): void;
  /** Seconds until the window of `key` ends (for Retry-After). */
  retryAfterSeconds(key: string, now?: number): number;
  reset(): void;
};

export function createFailureLimiter({
  limit,
  windowMs,
}: {
  limit: number;
  windowMs: number;
}): FailureLimiter {
  const windows = new Map<string, { start: number; failures: number }>();
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    if (!w || now - w.start >= windowMs) return undefined;
    return w;
  };
  return {
    isBlocked: (key, now = Date.now()) => (current(key, now)?.failures ?? 0) >= limit,
    recordFailure(key, now = Date.now()) {
      const w = current(key, now);
      if (w) w.failures += 1;
      else windows.set(key, { start: now, failures: 1 });
      // Forget finished windows now and then, so the map cannot grow without bound.
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
      }
    },
    retryAfterSeconds(key, now = Date.now()) {
      const w = current(key, now);
      return w ? Math.ceil((w.start + windowMs - now) / 1000) : 0;
    },
    reset: () => windows.clear(),
  };
}
