/**
 * The lab order checked in the browser with the server's own schema (lib/lab/order-schema.ts), so
 * its messages and field names ('patients[0].age', 'contact.pincode') are those a 400 would carry.
 * yup is fetched at the first check, not in the cart page's first load.
 */
import type { FieldErrors } from '@/lib/validation/validate';

export async function labOrderErrors(request: unknown): Promise<FieldErrors> {
  const [{ labOrderRequestSchema }, { fieldErrors }, { ValidationError }] = await Promise.all([
    import('@/lib/lab/order-schema'),
    import('@/lib/validation/validate'),
    import('yup'),
  ]);
  try {
    await labOrderRequestSchema.validate(request, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrors(error);
    throw error;
  }
}
