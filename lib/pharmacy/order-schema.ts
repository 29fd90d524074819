/**
 * Requests of the pharmacy checkout. Only medicine ids, whole quantities, a coupon code and the
 * saved delivery info are read; prices, discounts and totals in a request are ignored because
 * the server prices every order from the database.
 */
import { array, boolean, object, string, type InferType } from 'yup';
import { PRESCRIPTION_MAX_FILES, PRESCRIPTION_MESSAGES } from './prescription-rules';
import { MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY } from './cart-math';
import { savedDeliverySchema } from './delivery-schema';
import { cartLinesSchema } from '../validation/cart-lines';
import { expectedAmountField } from '../checkout/expected-amount';

export const ORDER_MESSAGES = {
  itemsRequired: 'Cart is Empty',
  itemsTooMany: `At most ${MAX_CART_LINES} different medicines per order`,
  idInvalid: 'Unknown medicine',
  quantityInvalid: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`,
  duplicate: 'Each medicine may appear only once',
  unavailable: 'This medicine is not available',
  couponInvalid: 'Invalid coupon code',
  deliveryRequired: 'Please fill Your Info before info',
} as const;

const M = ORDER_MESSAGES;

const cartLines = cartLinesSchema({
  minQuantity: MIN_QUANTITY,
  maxQuantity: MAX_QUANTITY,
  maxLines: MAX_CART_LINES,
  messages: M,
});

/** What the upload answered for a prescription page: 32 URL-safe characters. */
export const PRESCRIPTION_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The prescription of a cart with a Schedule H or H1 medicine: the pages uploaded
 * (POST /api/pharmacy/prescriptions), or a pharmacist's call instead. Read only when the cart
 * needs one (the server decides from the medicines, not from this).
 */
const prescription = object({
  files: array(
    string()
      .strict()
      .typeError(PRESCRIPTION_MESSAGES.unknownFile)
      .matches(PRESCRIPTION_TOKEN, { message: PRESCRIPTION_MESSAGES.unknownFile })
      .required(PRESCRIPTION_MESSAGES.unknownFile),
  )
    .max(PRESCRIPTION_MAX_FILES, PRESCRIPTION_MESSAGES.tooMany)
    .default([]),
  call_me: boolean().strict().typeError(PRESCRIPTION_MESSAGES.required).default(false),
})
  .default(undefined)
  .optional();

export const pharmacyOrderRequestSchema = object({
  items: cartLines,
  coupon_code: string().trim().max(40, M.couponInvalid).optional(),
  /** 'Amount To Pay' as the cart showed it: lib/checkout/expected-amount.ts. */
  expected_amount: expectedAmountField(),
  prescription,
  /**
   * The verification code of the hospital's e-prescription the order is placed from ('Order
   * these medicines', lib/prescriptions/orders.ts): it stands in for an upload for its medicines.
   */
  e_prescription: string().trim().max(20, 'Unknown e-prescription').optional(),
  delivery: savedDeliverySchema
    .default(undefined)
    .required(M.deliveryRequired)
    .typeError(M.deliveryRequired),
});

export type PharmacyOrderRequest = InferType<typeof pharmacyOrderRequestSchema>;
export type OrderLineRequest = PharmacyOrderRequest['items'][number];

export const couponCheckSchema = object({
  code: string().trim().max(40, M.couponInvalid).required(M.couponInvalid),
});

/** POST /api/pharmacycart/add_pharmacycart: the cart to price, nothing else is read. */
export const cartQuoteSchema = object({ items: cartLines });
