/** @jest-environment jsdom */
/**
 * The screens after a second payment for something already paid (issue 13, point 9): the
 * confirm answers 200 with `code: 'extra_payment'`; the visitor is told the money will be
 * refunded and still reaches the confirmation page, never 'could not be confirmed'.
 */
import { act, renderHook } from '@testing-library/react';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
jest.mock('@/components/layout/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('@/components/checkout/lazy-checkout', () => ({
  CheckoutError: class CheckoutError extends Error {},
  openOrderCheckout: async () => ({
    razorpay_order_id: 'order_x',
    razorpay_payment_id: 'pay_second',
    razorpay_signature: 'sig',
  }),
}));

import {
  BOOKING_UNCONFIRMED,
  useAppointmentPayment,
} from '@/components/booking/use-appointment-payment';
import { toast } from '@/components/layout/toast';
import { usePharmacyCheckout } from '@/components/cart/use-pharmacy-checkout';
import { SAVED_DELIVERY_INFO } from '../helpers/saved-delivery-info';
import { fetchReply, paymentOrderReply } from '../helpers/fetch-reply';

const APPOINTMENT_EXTRA =
  'This booking was already paid for. Your second payment has been recorded and will be refunded.';
const ORDER_EXTRA =
  'This order was already paid for. Your second payment has been recorded and will be refunded.';

/** The payment order is made; the confirm answers `confirm` with `status`. */
function answers(confirm: unknown, status = 200) {
  global.fetch = jest.fn(async (url: string | URL | Request) =>
    String(url).includes('/api/payment_order')
      ? paymentOrderReply(80_000)
      : fetchReply(status, confirm),
  ) as unknown as typeof fetch;
}

/** The booking hook for one slot, and the patient form it pays for. */
const appointmentPayment = () =>
  renderHook(() =>
    useAppointmentPayment(
      { doctorId: 1, slotId: 2, date: '16/03/2030', time: '10:00 AM' } as never,
      'dr-x',
    ),
  );
const PATIENT_FORM = {
  name: 'A',
  phone: '9876543210',
  gender: 'female',
  disease: 'Fever',
  age: '30',
  email: 'a@b.co',
  pincode: '560038',
  date: '16/03/2030',
} as never;

beforeEach(() => {
  mockPush.mockReset();
  Object.values(toast).forEach((f) => (f as jest.Mock).mockReset());
});

it('a second appointment payment: refund notice, then the confirmation page', async () => {
  answers({
    message: APPOINTMENT_EXTRA,
    code: 'extra_payment',
    data: { reference: 'SMH-ABCDEFGH23' },
  });
  const { result } = appointmentPayment();
  await act(() => result.current.pay(PATIENT_FORM));
  expect(toast.warning).toHaveBeenCalledWith(APPOINTMENT_EXTRA);
  expect(result.current.problem).toBeNull();
  expect(mockPush).toHaveBeenCalledWith('/payment-success?ref=SMH-ABCDEFGH23');
});

it('a second pharmacy payment: refund notice instead of "Order Placed", then the order page', async () => {
  answers({
    message: ORDER_EXTRA,
    code: 'extra_payment',
    data: { reference: 'SPH-ABCDEFGH23', total_amount: 10, refund_due: true },
  });
  const clearCart = jest.fn();
  const { result } = renderHook(() =>
    usePharmacyCheckout({
      items: [{ id: 1, quantity: 1 }] as never,
      totals: { totalPaise: 1000 } as never,
      amountShown: 1000,
      couponCode: null,
      prescription: null,
      info: SAVED_DELIVERY_INFO,
      clearCart,
      onCouponRefused: jest.fn(),
      onPrescriptionAsked: jest.fn(),
      onPricesChanged: jest.fn(),
    }),
  );
  await act(() => result.current.proceed());
  expect(toast.warning).toHaveBeenCalledWith(ORDER_EXTRA);
  expect(toast.success).not.toHaveBeenCalled();
  expect(mockPush).toHaveBeenCalledWith('/payment-success?order=SPH-ABCDEFGH23');
});

it('an appointment paid whose confirm never answers: asked again, then "do not pay again", never a failure', async () => {
  answers({ message: 'Bad gateway' }, 502);
  const { result } = appointmentPayment();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    await act(async () => {
      const paying = result.current.pay(PATIENT_FORM);
      await jest.advanceTimersByTimeAsync(10_000);
      await paying;
    });
  } finally {
    jest.useRealTimers();
  }
  const confirms = (global.fetch as jest.Mock).mock.calls.filter(([url]) =>
    String(url).includes('add_appointment'),
  );
  expect(confirms).toHaveLength(4);
  expect(result.current.problem).toEqual({
    title: 'Your payment went through',
    description: BOOKING_UNCONFIRMED,
  });
  expect(BOOKING_UNCONFIRMED).toMatch(/^We could not confirm your booking yet\. Do not pay again/);
  expect(mockPush).not.toHaveBeenCalled();
  // Pay stays off: a second press creates no second payment order.
  expect(result.current.paying).toBe(true);
  const orders = () =>
    (global.fetch as jest.Mock).mock.calls.filter(([url]) =>
      String(url).includes('/api/payment_order'),
    ).length;
  const before = orders();
  await act(() => result.current.pay({} as never));
  expect(orders()).toBe(before);
});
