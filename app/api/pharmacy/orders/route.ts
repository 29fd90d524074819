// POST /api/pharmacy/orders – verifies the checkout's signature, then stores the paid order once
import { orderConfirmationRoute } from '@/lib/checkout/order-route';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';

/** 409 `refund_due`: the payment came after its hold lapsed and the units were sold meanwhile. */
export const POST = orderConfirmationRoute(pharmacyOrderPurchase, {
  refundDue:
    'Your payment arrived after the medicines were held for you, and some of them have since been sold. No order was placed; the payment will be refunded.',
  extraPayment:
    'This order was already paid for. Your second payment has been recorded and will be refunded.',
});
