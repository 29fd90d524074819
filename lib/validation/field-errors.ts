import { ValidationError } from 'yup';

/** `{ field: message }` from a yup error: the first message of each field, as routes answer 400. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ValidationError)) return null;
  const errors: Record<string, string> = {};
  const inner = error.inner.length ? error.inner : [error];
  for (const e of inner) {
    const key = e.path || 'body';
    errors[key] ??= e.message;
  }
  return errors;
}
