// POST /api/lab/orders – verifies the checkout's signature, then stores the paid lab order once
import { orderConfirmationRoute } from '@/lib/checkout/order-route';
import { labOrderPurchase } from '@/lib/lab/purchase';

/** 409 `refund_due`: the payment came after its hold lapsed and the window filled meanwhile, or once it had begun. */
export const POST = orderConfirmationRoute(labOrderPurchase, {
  refundDue:
    'Your payment arrived too late for this collection time: it has been fully booked since, or it has begun. No collection was booked; the payment will be refunded.',
  extraPayment:
    'This collection was already paid for. Your second payment has been recorded and will be refunded.',
});
