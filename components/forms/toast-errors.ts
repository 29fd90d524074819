/**
 * The contact and career forms report problems as toasts (spec section 5). One toast per field
 * (its `key`): pressing submit again takes the field's toast away and shows a new one, so copies
 * never stack.
 */
import { toast } from '@/components/layout/toast';
import type { FieldErrors } from '@/lib/validation/validate';
import { serverNote, type PostResult } from './post-form';

export function toastFieldErrors(
  form: string,
  errors: FieldErrors | Record<string, unknown>,
): number {
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0,
  );
  for (const [field, message] of entries) {
    toast.error(message, { key: `${form}-${field}` });
  }
  return entries.length;
}

/**
 * A post that did not go through: the form's `failure` text, with the server's note when it
 * refused (post-form.ts), then each field it refused.
 */
export function toastPostFailure(
  form: string,
  failure: string,
  result: Exclude<PostResult, { kind: 'ok' }>,
): void {
  if (result.kind === 'refused') {
    toast.error(failure, { description: serverNote(result) });
    toastFieldErrors(form, result.errors);
  } else {
    toast.error(failure);
  }
}
