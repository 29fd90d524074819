/**
 * The errors the server raises on purpose, from a service or while reading a request. Each
 * carries the HTTP status and the code of its answer, so lib/api/handler.ts maps them in one
 * place and never guesses; anything else is logged there and answered 500 without internals.
 *
 * Every error answer of the API has ONE shape, `ErrorBody`: a message a person can read, a
 * stable code a program can branch on, and (400 and a coupon's 429) one message per bad field.
 */
import type { FieldErrors } from '../validation/validate';

export type ErrorBody = {
  message: string;
  code: string;
  errors?: FieldErrors;
  /** The id the server's log line carries for this request (added by the route wrapper). */
  requestId?: string;
};

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }

  /** Headers the answer carries besides the JSON body. */
  headers(): Record<string, string> {
    return {};
  }
}

/** The message of a 400 whose fields speak for themselves. */
export const INVALID_REQUEST = 'Invalid request';

/** 400 with one message per bad field; the message is the first field's unless given. */
export class InvalidInputError extends ServiceError {
  constructor(
    readonly errors: FieldErrors,
    message = Object.values(errors)[0] ?? INVALID_REQUEST,
  ) {
    super(400, message, 'invalid_input');
  }

  override toBody(): ErrorBody {
    return { message: this.message, code: this.code, errors: this.errors };
  }
}

const REFUSAL_CODES: Record<number, string> = {
  400: 'malformed_body',
  403: 'cross_site',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * A request refused before any rule looked at it: 403 cross-site, 413 too large, 415 wrong
 * Content-Type, 400 unreadable body.
 */
export class RequestRefusedError extends ServiceError {
  constructor(status: 400 | 403 | 413 | 415, message: string) {
    super(status, message, REFUSAL_CODES[status]);
  }
}

/**
 * 503: a dependency the request needs (the database) cannot be reached. The message tells a
 * patient what to do; nothing they sent was stored, or it was stored whole (transactions).
 */
export class ServiceUnavailableError extends ServiceError {
  constructor(
    message = 'We cannot reach our records right now. Nothing was charged or lost: please try again in a few minutes, or call the hospital.',
  ) {
    super(503, message, 'service_unavailable');
  }

  override headers(): Record<string, string> {
    return { 'Retry-After': '30' };
  }
}

export class NotFoundError extends ServiceError {
  constructor(message: string) {
    super(404, message, 'not_found');
  }
}

/**
 * 409: the slot is booked, or held by a payment in progress: maybe the patient's own, left open
 * in a closed tab, which the words must not call someone else's.
 */
export class SlotTakenError extends ServiceError {
  constructor() {
    super(
      409,
      'Sorry, this slot has just been taken or is being paid for. If you started paying for it yourself a moment ago, it is freed within a few minutes; otherwise please choose another slot.',
      'slot_taken',
    );
  }
}

/** 422: the slot is in the past in India, or not in the doctor's schedule. */
export class SlotRefusedError extends ServiceError {
  constructor(message: string) {
    super(422, message, 'slot_refused');
  }
}

/**
 * 409: what the buyer was shown is not what the order costs now (the doctor's fee, or a cart's
 * prices, changed meanwhile); nothing was reserved, and a new order gets the new price.
 */
export class PriceChangedError extends ServiceError {
  constructor(
    message = "The doctor's consultation fee has just changed. Please review the fee and try again.",
  ) {
    super(409, message, 'price_changed');
  }
}

/** 400: a checkout result or webhook whose signature does not verify. */
export class PaymentVerificationError extends ServiceError {
  constructor(message = 'Payment verification failed. No booking was made.') {
    super(400, message, 'payment_not_verified');
  }
}

/** 502: the payment provider could not create an order. */
export class ProviderUnavailableError extends ServiceError {
  constructor() {
    super(502, 'The payment service is unavailable. Please try again.', 'provider_unavailable');
  }
}

/** Postgres' unique_violation, wherever the driver or Drizzle put the original error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** 429 with Retry-After: when the client may try again. */
export class RetryLaterError extends ServiceError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    code: string,
  ) {
    super(429, message, code);
  }

  override headers(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** 429: this client has spent its POST budget (lib/security/request-limit.ts). */
export class RateLimitedError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message = TOO_MANY_REQUESTS) {
    super(retryAfterSeconds, message, 'rate_limited');
  }
}

/**
 * 429: the buyer (or their address, phone or e-mail) already holds as many unpaid checkouts of
 * this kind as one may (lib/checkout/hold-limits.ts); `Retry-After` is when the first one lapses.
 */
export class HoldLimitError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message: string) {
    super(retryAfterSeconds, message, 'hold_limit');
  }
}

/** 429 after too many failed attempts of one kind (wrong coupon codes), naming the field. */
export class TooManyAttemptsError extends RetryLaterError {
  constructor(
    readonly field: string,
    message: string,
    retryAfterSeconds: number,
  ) {
    super(retryAfterSeconds, message, 'too_many_attempts');
  }

  override toBody(): ErrorBody {
    return { message: this.message, code: this.code, errors: { [this.field]: this.message } };
  }
}

/**
 * 503: the site takes no online payment (no Razorpay keys, and the test checkout is not enabled).
 * Raised before anything is held or stored, so the patient loses nothing by calling instead.
 */
export class PaymentsUnavailableError extends ServiceError {
  constructor() {
    super(
      503,
      'Online payment is not available right now. Nothing was booked or charged: please call the hospital to book an appointment or order medicines.',
      'payments_unavailable',
    );
  }
}
