/**
 * Server-side use of the shared yup schemas: the cast value, or one message per bad field in
 * the `{ errors: { field: message } }` form every route answers with status 400. The one place
 * a yup error becomes field errors; the forms' tests read it too.
 */
import { setLocale, ValidationError, type AnySchema, type InferType } from 'yup';
import { knownFields, shapeErrors, shapeMessages } from './input-shape';

// yup's own wording for the few checks a schema gives no message of its own ("must be a `number`
// type, but the final value was: ...") is for programmers; a caller sees these instead.
setLocale({
  mixed: {
    notType: ({ path }) => shapeMessages.type(path),
    notNull: ({ path }) => shapeMessages.null(path),
    required: ({ path }) => shapeMessages.required(path),
    defined: ({ path }) => shapeMessages.required(path),
  },
});

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
  // Wrong JSON types, control characters and keys the schema does not define never reach yup
  // (see input-shape.ts).
  const wrongShape = shapeErrors(schema, body ?? {});
  if (Object.keys(wrongShape).length > 0) return { ok: false, errors: wrongShape };
  try {
    const known = knownFields(schema, body ?? {});
    const value = await schema.validate(known, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error) };
    throw error;
  }
}
