import 'server-only';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

type Pass = {
  /** When the first pass runs after the server starts, then how often. */
  firstMs: number;
  everyMs: number;
  run: () => Promise<void>;
  /** Logged as a warning (without personal data) when a pass fails; the next one tries again. */
  failure: string;
};

/**
 * A housekeeping pass every server runs on a timer (retention deletions): a failed pass is logged
 * and left to the next; the timers never keep a stopping server alive. Passes on several instances
 * at once must be harmless. Returns the idempotent start, called from instrumentation.ts.
 */
export function periodicPass({ firstMs, everyMs, run, failure }: Pass): () => void {
  const pass = async () => {
    try {
      await run();
    } catch (error) {
      logger.warn({ err: safeError(error) }, failure);
    }
  };
  let started = false;
  return () => {
    if (started) return;
    started = true;
    setTimeout(() => {
      void pass();
      setInterval(() => void pass(), everyMs).unref();
    }, firstMs).unref();
  };
}
