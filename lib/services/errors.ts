/**
 * Errors a service raises on purpose. Each carries the HTTP status its route answers with, so
 * route handlers map them in one place (lib/api/handler.ts) and never guess.
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
}

/** 400 with one message per bad field. */
export class InvalidInputError extends ServiceError {
  constructor(readonly errors: FieldErrors) {
    super(400, Object.values(errors)[0] ?? 'Invalid request', 'invalid_input');
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
