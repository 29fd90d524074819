/**
 * The contact and career forms report problems as toasts (spec section 5). One toast per field,
 * keyed by form and field, so pressing submit twice does not stack copies.
 */
import { toast } from '@/components/layout/toast';
import type { FieldErrors } from '@/lib/validation/validate';

export function toastFieldErrors(
  form: string,
  errors: FieldErrors | Record<string, unknown>,
): number {
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0,
  );
  for (const [field, message] of entries) toast.error(message, { id: `${form}-${field}` });
  return entries.length;
}
