/**
 * Server-side use of the shared yup schemas: the cast value, or one message per bad field in
 * the `{ errors: { field: message } }` form every route answers with status 400. The one place
 * a yup error becomes field errors; the forms' tests read it too.
 */
import { ValidationError, type AnySchema, type InferType } from 'yup';

/** Field name -> one message for that field: the shape of every 400 answer. */
export type FieldErrors = Record<string, string>;

export type Validated<S extends AnySchema> =
  { ok: true; value: InferType<S> } | { ok: false; errors: FieldErrors };

/**
 * One message per field path: a missing value's message wins (yup may report a whitelist
 * failure for an empty field first), otherwise the first failure in schema order.
 */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path || '_';
    if (!(key in errors) || item.type === 'required') errors[key] = item.message;
  }
  return errors;
}

export async function validateBody<S extends AnySchema>(
  schema: S,
  body: unknown,
): Promise<Validated<S>> {
  try {
    const value = await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error) };
    throw error;
  }
}
