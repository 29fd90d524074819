/**
 * Errors a route handler or a service may throw on purpose. The route wrapper turns them into
 * their status and JSON body; anything else is logged and answered with a bare 500.
 */
import type { FieldErrors } from '@/lib/validation/fields';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): Record<string, unknown> {
    return { error: this.message };
  }
}

/** 400 naming each bad field: `{ errors: { field: message } }`. */
export class InvalidInputError extends ApiError {
  constructor(readonly errors: FieldErrors) {
    super(400, 'Invalid input');
    this.name = 'InvalidInputError';
  }

  override toBody(): Record<string, unknown> {
    return { errors: this.errors };
  }
}
