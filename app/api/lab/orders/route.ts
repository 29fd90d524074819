// POST /api/lab/orders – verifies the checkout's signature, then stores the paid lab order once
import { orderConfirmationRoute } from '@/lib/checkout/order-route';
import { labOrderPurchase } from '@/lib/lab/purchase';

/** 409 `refund_due`: the payment came after its hold lapsed and the window filled meanwhile. */
export const POST = orderConfirmationRoute(labOrderPurchase, {
  refundDue:
    'Your payment arrived after the collection time was held for you, and it has since been fully booked. No collection was booked; the payment will be refunded.',
  extraPayment:
    'This collection was already paid for. Your second payment has been recorded and will be refunded.',
});
