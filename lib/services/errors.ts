/**
 * The errors the server raises on purpose, from a service or while reading a request. Each
 * carries the HTTP status and JSON body its route answers with, so lib/api/handler.ts maps them
 * in one place and never guesses; anything else is logged there and answered with a bare 500.
 */
import type { FieldErrors } from '../validation/validate';

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): Record<string, unknown> {
    return { message: this.message, code: this.code };
  }

  /** Headers the answer carries besides the JSON body. */
  headers(): Record<string, string> {
    return {};
  }
}

/** The message of a 400 whose fields speak for themselves. */
export const INVALID_REQUEST = 'Invalid request';

/**
 * 400 with one message per bad field: `{ message, errors }`, the message being the first field's
 * unless given. (Form endpoints answer the `errors` alone; see formRoute.)
 */
export class InvalidInputError extends ServiceError {
  constructor(
    readonly errors: FieldErrors,
    message = Object.values(errors)[0] ?? INVALID_REQUEST,
  ) {
    super(400, message, 'invalid_input');
  }

  override toBody(): Record<string, unknown> {
    return { message: this.message, errors: this.errors };
  }
}

/**
 * A request refused before any rule looked at it: 403 cross-site, 413 too large, 415 wrong
 * Content-Type, 400 unreadable body. Answered as `{ error }`.
 */
export class RequestRefusedError extends ServiceError {
  constructor(status: number, message: string) {
    super(status, message, 'request_refused');
  }

  override toBody(): Record<string, unknown> {
    return { error: this.message };
  }
}

export class NotFoundError extends ServiceError {
  constructor(message: string) {
    super(404, message, 'not_found');
  }
}

/** 409: someone else holds or has booked the slot. */
export class SlotTakenError extends ServiceError {
  constructor() {
    super(
      409,
      'Sorry, this slot has just been booked by someone else. Please choose another slot.',
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

/**
 * 429 after too many failed attempts of one kind (wrong coupon codes): `{ errors: { field } }`,
 * with Retry-After.
 */
export class TooManyAttemptsError extends ServiceError {
  constructor(
    readonly field: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'too_many_attempts');
  }

  override toBody(): Record<string, unknown> {
    return { message: this.message, errors: { [this.field]: this.message } };
  }

  override headers(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}
