/**
 * Every limit of the site, by name, counted by rate-limiter-flexible: in Redis when REDIS_URL is
 * set, so that all instances share one count per client, with an in-memory insurance limiter
 * that counts while Redis is unreachable or slower than REDIS_TIMEOUT_MS (an outage of the
 * limiter never takes the forms down); in this process's memory otherwise. Each limit is a fixed
 * window of `points` per `duration` seconds per key (a client address from ./rate-limit).
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import {
  closeClient,
  connectRedis,
  firstAttempt,
  oncePerMinute,
  type RedisClient,
} from '@/lib/redis/client.mjs';

export const LIMITS = {
  /** Any POST /api/* but webhooks: a burst of 30, then one a second on average. */
  apiPost: { points: 30, duration: 30 },
  /**
   * Server actions (a POST to a page: a code asked for, a booking moved, a console form),
   * counted by the middleware: the same budget as the API's, kept apart so that a visitor's
   * API calls and the pages' forms do not starve each other.
   */
  actionPost: { points: 30, duration: 30 },
  /**
   * The staff console's actions: the hospital's staff share one address (its network's), so
   * ten times the visitor's budget; sign-in has its own per-account and per-client limits.
   */
  staffAction: { points: 300, duration: 30 },
  /**
   * A consultation room's signals (POST /consult/{reference}/signal): a call's offer, answer and
   * batches of ICE candidates, chat, and an ICE restart after each network change, for both
   * sides, who may share an address (a family's Wi-Fi, a carrier-grade NAT).
   */
  consultSignal: { points: 300, duration: 30 },
  /**
   * Web vitals beacons (POST /api/vitals): one per sampled page view, sent as the page is left,
   * counted apart from apiPost so a visitor's browsing never spends the budget of her forms,
   * yet a script cannot fill the histograms from one address (docs/decisions/real-user-vitals.md).
   */
  vitalsBeacon: { points: 60, duration: 60 },
  /**
   * POST /api/webhooks/*: the provider sends bursts from few addresses, so far more than a
   * visitor gets, yet a flood of forged (unsigned) webhooks is bounded.
   */
  webhook: { points: 600, duration: 60 },
  /**
   * Wrong coupon codes (./coupon-guesses), counted twice: per cart session, the guesser's own
   * small budget; per address, a flood's bound sized for a carrier-grade NAT, where hundreds of
   * shoppers share one address (docs/decisions/coupons.md).
   */
  wrongCouponSession: { points: 5, duration: 15 * 60 },
  wrongCouponAddress: { points: 100, duration: 15 * 60 },
  /**
   * E-prescription codes that match none, typed at /prescriptions/verify per client address: a
   * pharmacy counter's slips of the finger, not a walk through the codes. A short window, since
   * an address may be shared (a carrier's NAT, the hospital's own network) and whoever spends it
   * locks the others out until it ends (docs/decisions/e-prescriptions.md).
   */
  wrongPrescriptionCode: { points: 40, duration: 15 * 60 },
  /**
   * Prescription pages (POST /api/pharmacy/prescriptions, up to 10 MB each): an order's five
   * and room to replace them, so nobody fills the disk through the upload.
   */
  prescriptionUpload: { points: 10, duration: 60 * 60 },
  /**
   * Job applications stored (POST /api/carrer/create_carrerform, a resume of up to 5 MB each): an
   * applicant's few in an hour, not a disk's worth.
   */
  jobApplication: { points: 10, duration: 60 * 60 },
  /**
   * Callback requests stored (POST /api/booking/create_booking): each writes the desk an e-mail,
   * and a flood would hold the outbox's codes and confirmations behind it.
   */
  callbackRequest: { points: 20, duration: 60 * 60 },
  /**
   * Staff sign-in failures (lib/staff/auth.ts), counted twice: per account, so a password cannot
   * be guessed from many addresses, and per client, so one address cannot try many accounts.
   */
  staffLoginAccount: { points: 5, duration: 15 * 60 },
  staffLoginClient: { points: 20, duration: 15 * 60 },
  /**
   * One-time codes of the booking and order pages (lib/self-service/access.ts): codes asked for
   * per client, codes sent per reference and phone in 10 minutes and in a day (nobody can flood a patient's
   * phone, nor try more than 50 codes a day for one reference), and codes tried
   * per client across references (each code also allows only 5 tries of its own).
   */
  accessCodeClient: { points: 10, duration: 10 * 60 },
  accessCodeReference: { points: 5, duration: 10 * 60 },
  /** And per reference per day: 50 tries of a code a day, whatever the addresses used. */
  accessCodeReferenceDay: { points: 10, duration: 24 * 60 * 60 },
  accessCodeTries: { points: 20, duration: 10 * 60 },
  /**
   * Patients' sign-in (lib/accounts/sign-in.ts), as the access codes above: codes and e-mailed
   * links asked for per client; per number or e-mail address as typed, in 10 minutes and in a
   * day (the same count whether or not an account exists, so the limit tells nothing); wrong
   * codes and links tried per client. Each code also admits only 5 tries of its own.
   */
  signInCodeClient: { points: 10, duration: 10 * 60 },
  signInCodeRecipient: { points: 5, duration: 10 * 60 },
  signInCodeRecipientDay: { points: 10, duration: 24 * 60 * 60 },
  signInCodeTries: { points: 20, duration: 10 * 60 },
  /**
   * Per account: e-mail verification links a signed-in patient asks for (nobody uses the site
   * to flood a stranger's mailbox) and sign-ins a day (a stolen code cannot be replayed into
   * hundreds of sessions).
   */
  accountEmailVerify: { points: 5, duration: 24 * 60 * 60 },
  accountSignIn: { points: 30, duration: 24 * 60 * 60 },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;
export type LimitSpec = { points: number; duration: number };
export type LimitDecision = { allowed: boolean; retryAfterSeconds: number };

/** What callers do with a limit; rate-limiter-flexible stays behind it. */
export type Limit = {
  /** Spends one point for `key`; refused once the window's points are spent. */
  consume(key: string): Promise<LimitDecision>;
  /** Whether `key` has points left, without spending one. */
  peek(key: string): Promise<LimitDecision>;
  /** Spends one point for `key` without asking (a failure that already happened). */
  penalize(key: string): Promise<void>;
  /** Gives one spent point back to `key` (an attempt that turned out not to count). */
  reward(key: string): Promise<void>;
  /** Whether `key` has been counted in its current window (points given back included). */
  seen(key: string): Promise<boolean>;
};

const logRedisError = oncePerMinute((error: unknown) =>
  logger.error(
    { err: safeError(error) },
    'Rate limits: Redis unavailable, counting in this process meanwhile',
  ),
);

/** A client for the limits (lib/redis/client.mjs), already connecting; an outage is logged sparingly. */
export function connectLimitRedis(url: string): RedisClient {
  return connectRedis(url, { onError: logRedisError });
}

/** A Redis answer slower than this is not waited for: the insurance limiter decides. */
export const REDIS_TIMEOUT_MS = 250;

function retryAfter(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/** `before` runs ahead of every call (waiting for Redis's first connection attempt). */
function wrap(
  limiter: RateLimiterAbstract,
  { points }: LimitSpec,
  before: () => Promise<void> | undefined = () => undefined,
): Limit {
  return {
    async consume(key) {
      await before();
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        // Anything but a refusal is a fault of both stores: let the caller's error path see it.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext) };
      }
    },
    async peek(key) {
      await before();
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < points) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: retryAfter(state.msBeforeNext) };
    },
    async penalize(key) {
      await before();
      await limiter.penalty(key);
    },
    async reward(key) {
      await before();
      await limiter.reward(key);
    },
    async seen(key) {
      await before();
      return (await limiter.get(key)) !== null;
    },
  };
}

/**
 * A limit named `name`: Redis-backed when `redis` is given (keys `prefix + name + ':' + key`),
 * with its in-memory insurance; memory only otherwise. Tests build two over two clients to play
 * two instances.
 */
export function createLimit(
  name: string,
  spec: LimitSpec,
  { redis, prefix = 'saithunga:limit:' }: { redis?: RedisClient; prefix?: string } = {},
): Limit {
  const memory = new RateLimiterMemory({ ...spec, keyPrefix: prefix + name });
  if (!redis) return wrap(memory, spec);
  const shared = new RateLimiterRedis({
    ...spec,
    keyPrefix: prefix + name,
    storeClient: redis,
    useRedisPackage: true,
    // While the client (re)connects, fail at once to the insurance instead of queueing.
    rejectIfRedisNotReady: true,
    // A key over its limit is refused from memory until its window ends: a flood from one
    // client costs Redis nothing after the first refusal.
    inMemoryBlockOnConsumed: spec.points + 1,
  });
  // The insurance sits on the timeout wrapper only, so one failed call is counted once.
  const insured = new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: REDIS_TIMEOUT_MS,
    insuranceLimiter: memory,
  });
  // A fresh process's first requests would otherwise be counted in memory only.
  return wrap(insured, spec, () => firstAttempt(redis));
}

type Holder = { redis?: RedisClient; limits: Map<LimitName, Limit> };
const HOLDER_KEY = '__saithungaLimits';
const scope = globalThis as { [HOLDER_KEY]?: Holder };

/**
 * This process's limits and Redis client. Kept on globalThis, so that dev-server reloads keep the
 * counts and one connection; taken once at load, so that a test can play a second instance by
 * loading this module again with the global cleared.
 */
const state: Holder = (scope[HOLDER_KEY] ??= { limits: new Map() });

/** The process's limit `name`, built on first use from the environment. */
export function getLimit(name: LimitName): Limit {
  let limit = state.limits.get(name);
  if (!limit) {
    if (env.redisUrl) state.redis ??= connectLimitRedis(env.redisUrl);
    limit = createLimit(name, LIMITS[name], { redis: state.redis });
    state.limits.set(name, limit);
  }
  return limit;
}

/**
 * Forgets this process's limits and closes its Redis connection (tests that play several
 * instances). Counts kept in Redis stay there until their windows end.
 */
export async function closeLimits(): Promise<void> {
  const { redis } = state;
  state.redis = undefined;
  state.limits.clear();
  if (scope[HOLDER_KEY] === state) delete scope[HOLDER_KEY];
  await closeClient(redis);
}
