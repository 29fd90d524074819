/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckoutError } from '@/components/checkout/checkout-error';
import { openOrderCheckout } from '@/components/checkout/lazy-checkout';
import { openCheckout } from '@/components/checkout/open-checkout';

const fetchMock = jest.fn();
const calls = () => fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(init.body)]);
const order = {
  orderId: 'order_sim1',
  amount: 95_000,
  key: 'rzp_test_simulated',
  description: 'Consultation',
};

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () =>
      url.endsWith('/simulated/pay')
        ? {
            razorpay_order_id: 'order_sim1',
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'ab',
          }
        : { message: 'Success' },
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  document.head.innerHTML = '';
});

describe('openCheckout with the simulated provider', () => {
  it("opens a dialog labelled 'Test mode'; Pay resolves with the provider's signed result", async () => {
    const result = openCheckout({ ...order, provider: 'simulated' });
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    expect(dialog).toHaveTextContent('Test mode');
    expect(dialog).toHaveTextContent('₹950');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    await expect(result).resolves.toEqual({
      razorpay_order_id: 'order_sim1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'ab',
    });
    expect(calls()).toEqual([
      ['/api/payments/opened', { orderId: 'order_sim1' }],
      ['/api/payments/simulated/pay', { orderId: 'order_sim1' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // No provider script is loaded in test mode.
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
  });

  it("Fail rejects with Razorpay's error shape and reports the failure so the hold is released", async () => {
    const result = openCheckout({ ...order, provider: 'simulated' });
    fireEvent.click(await screen.findByRole('button', { name: 'Fail' }));
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).error).toEqual({
      code: 'BAD_REQUEST_ERROR',
      description: expect.stringContaining('declined'),
      reason: 'payment_failed',
      source: 'customer',
      step: 'payment_authorization',
      metadata: { order_id: 'order_sim1' },
    });
    expect(calls()).toEqual([
      ['/api/payments/opened', { orderId: 'order_sim1' }],
      [
        '/api/payments/failed',
        { orderId: 'order_sim1', reason: expect.stringContaining('payment_failed') },
      ],
    ]);
  });
});

describe('openOrderCheckout', () => {
  it("opens the payment order's answer with its prefill, shown in the test checkout", async () => {
    const result = openOrderCheckout({
      id: 'order_sim1',
      amount: 34_000,
      currency: 'INR',
      key: 'rzp_test_simulated',
      provider: 'simulated',
      description: 'Saithunga Pharmacy order (6 items)',
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Test checkout' });
    for (const text of ['Saithunga Pharmacy order (6 items)', '₹340', 'Asha Rao', '9876543210']) {
      expect(dialog).toHaveTextContent(text);
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    await expect(result).resolves.toMatchObject({ razorpay_order_id: 'order_sim1' });
    expect(calls()).toEqual([
      ['/api/payments/opened', { orderId: 'order_sim1' }],
      ['/api/payments/simulated/pay', { orderId: 'order_sim1' }],
    ]);
  });
});

describe('openCheckout with Razorpay', () => {
  it('loads the checkout script only then and opens it in INR with the order and prefill', async () => {
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();
    const opened: Record<string, unknown>[] = [];
    const result = openCheckout({
      ...order,
      provider: 'razorpay',
      prefill: { name: 'A', email: 'a@b.c', contact: '9876543210' },
    });
    const script = document.querySelector<HTMLScriptElement>(
      'script[src="https://checkout.razorpay.com/v1/checkout.js"]',
    );
    expect(script).not.toBeNull();
    (window as unknown as { Razorpay: unknown }).Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      on() {}
      open() {
        (this.options.handler as (r: unknown) => void)({
          razorpay_order_id: 'order_sim1',
          razorpay_payment_id: 'pay_9',
          razorpay_signature: 'cd',
        });
      }
    };
    script!.dispatchEvent(new Event('load'));
    await expect(result).resolves.toMatchObject({ razorpay_payment_id: 'pay_9' });
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_simulated',
      amount: 95_000,
      currency: 'INR',
      order_id: 'order_sim1',
      prefill: { name: 'A', email: 'a@b.c', contact: '9876543210' },
    });
    // The hold gets its whole payment window once the checkout is open.
    expect(calls()).toEqual([['/api/payments/opened', { orderId: 'order_sim1' }]]);
  });
});
