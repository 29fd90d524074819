/**
 * Requests of the pharmacy checkout. Only medicine ids, whole quantities, a coupon code and the
 * saved delivery info are read; prices, discounts and totals in a request are ignored because
 * the server prices every order from the database.
 */
import { array, number, object, string, type InferType } from 'yup';
import { MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY } from './cart-math';
import { savedDeliverySchema } from './delivery-schema';
import { MAX_ID } from '../validation/fields';

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

const orderLine = object({
  id: number()
    .strict()
    .typeError(M.idInvalid)
    .integer(M.idInvalid)
    .positive(M.idInvalid)
    .max(MAX_ID, M.idInvalid)
    .required(M.idInvalid),
  quantity: number()
    .strict()
    .typeError(M.quantityInvalid)
    .integer(M.quantityInvalid)
    .min(MIN_QUANTITY, M.quantityInvalid)
    .max(MAX_QUANTITY, M.quantityInvalid)
    .required(M.quantityInvalid),
});

const cartLines = array(orderLine)
  .required(M.itemsRequired)
  .min(1, M.itemsRequired)
  .max(MAX_CART_LINES, M.itemsTooMany)
  .test('unique-ids', M.duplicate, (items) => {
    const ids = (items ?? []).map((line) => line?.id);
    return new Set(ids).size === ids.length;
  });

export const pharmacyOrderRequestSchema = object({
  items: cartLines,
  coupon_code: string().trim().max(40, M.couponInvalid).optional(),
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
