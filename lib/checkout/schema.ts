/** Bodies of the payment calls that follow a checkout (shared by the checkout client and routes). */
import * as yup from 'yup';

const providerId = (label: string) =>
  yup
    .string()
    .trim()
    .required(`${label} is required`)
    .max(100, `${label} is invalid`)
    .matches(/^[A-Za-z0-9_]+$/, `${label} is invalid`);

/** What the checkout returns on success (Razorpay's field names). */
export const checkoutResultSchema = yup.object({
  razorpay_order_id: providerId('Order id'),
  razorpay_payment_id: providerId('Payment id'),
  razorpay_signature: yup
    .string()
    .trim()
    .required('Signature is required')
    .max(256, 'Signature is invalid'),
});

export type CheckoutResultInput = yup.InferType<typeof checkoutResultSchema>;

/** POST /api/payments/simulated/pay and POST /api/payments/failed name the order they are about. */
export const orderRefSchema = yup.object({
  orderId: providerId('Order id'),
});

/** POST /api/payments/failed: the order and the checkout's error, as far as it is known. */
export const paymentFailedSchema = orderRefSchema.shape({
  reason: yup.string().trim().max(500, 'Reason is too long').default(''),
});
