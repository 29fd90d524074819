/** @jest-environment jsdom */
/**
 * The lab checkout page (issue 17) against a scripted server: as many patient rows as the cart
 * needs; the pincode's windows ('Full', 'Closed', '2 left'; another date clears the choice); the
 * details checked before any payment; the exact body of the payment order; each 400 message on
 * its field or line; a window filled while paying kept on the page; a booking that empties the
 * cart and opens the confirmation.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, prefetch: jest.fn() }),
  usePathname: () => '/lab-tests/cart',
}));
jest.mock('@/components/layout/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('@/components/checkout/lazy-checkout', () => ({
  openOrderCheckout: async () => ({
    razorpay_order_id: 'order_x',
    razorpay_payment_id: 'pay_x',
    razorpay_signature: 'sig',
  }),
}));

import { toast } from '@/components/layout/toast';
import { LabCartPage } from '@/components/lab-cart/lab-cart-page';
import { LabCartProvider } from '@/components/lab-cart/lab-cart-provider';
import { LAB_CART_STORAGE_KEY, useLabCartStore } from '@/components/lab-cart/lab-cart-store';
import { LAB_MESSAGES } from '@/lib/lab/booking-rules';
import { amountChangedMessage } from '@/lib/checkout/expected-amount';
import { fetchReply } from '../helpers/fetch-reply';
import { saveCart } from '../helpers/saved-cart';

const LIPID = {
  id: 7,
  slug: 'lipid-profile',
  name: 'Lipid Profile',
  kind: 'test',
  testIds: [],
  pricePaise: 59_900,
  mrpPaise: 90_000,
};

const slot = (time: string, label: string, left: number, open = left > 0) => ({
  time,
  label,
  left,
  open,
});
const DAYS = [
  {
    date: '2030-03-01',
    windows: [
      slot('06:00', '06:00 AM - 06:30 AM', 3, false),
      slot('06:30', '06:30 AM - 07:00 AM', 0),
    ],
  },
  {
    date: '2030-03-02',
    windows: [slot('06:00', '06:00 AM - 06:30 AM', 0), slot('06:30', '06:30 AM - 07:00 AM', 2)],
  },
  { date: '2030-03-03', windows: [slot('06:00', '06:00 AM - 06:30 AM', 3)] },
];

/** POST /api/lab/cart's answer: the line at `rupees` a unit today. */
const quoteAt = (rupees: number) =>
  fetchReply(200, {
    message: 'Success',
    data: {
      items: [
        {
          _id: '7',
          name: 'Lipid Profile',
          quantity: 2,
          actual_price: 900,
          total_price: rupees,
          line_total: rupees * 2,
        },
      ],
      cart_total: rupees * 2,
      mrp_total: 1800,
      saved_percent: 0,
    },
  });

let quoteAnswer: ReturnType<typeof fetchReply>;
let orderAnswer: ReturnType<typeof fetchReply>;
let confirmAnswer: ReturnType<typeof fetchReply>;
let calls: { url: string; body?: unknown }[];

beforeEach(() => {
  calls = [];
  mockPush.mockReset();
  Object.values(toast).forEach((f) => (f as jest.Mock).mockReset());
  act(() => useLabCartStore.getState().clear());
  saveCart(LAB_CART_STORAGE_KEY, [{ ...LIPID, quantity: 2 }]);
  quoteAnswer = quoteAt(599);
  orderAnswer = fetchReply(201, {
    id: 'order_x',
    amount: 119_800,
    key: 'k',
    provider: 'simulated',
  });
  confirmAnswer = fetchReply(201, { data: { reference: 'SLB-ABCDEFGH23', total_amount: 1198 } });
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('/api/lab/collection')) {
      return fetchReply(200, {
        message: 'Success',
        data: { pincode: '560034', serviceable: true, area: 'Koramangala', days: DAYS },
      });
    }
    if (path === '/api/lab/cart') return quoteAnswer;
    if (path === '/api/payment_order') return orderAnswer;
    if (path === '/api/lab/orders') return confirmAnswer;
    throw new Error(`unexpected ${path}`);
  }) as unknown as typeof fetch;
});

async function openCart() {
  const view = render(
    <LabCartProvider>
      <LabCartPage paymentMode={null} />
    </LabCartProvider>,
  );
  await act(async () => {});
  return view;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const settle = () => act(async () => {});

async function fillDetails() {
  type('lab-patient-0-name', 'Asha Rao');
  type('lab-patient-0-age', '42');
  type('lab-patient-0-gender', 'female');
  type('lab-patient-1-name', 'Ravi Rao');
  type('lab-patient-1-age', '45');
  type('lab-patient-1-gender', 'male');
  type('lab-contact-name', 'Asha Rao');
  type('lab-contact-phone_number', '9876543210');
  type('lab-contact-email', 'asha@example.com');
  type('lab-contact-address', '12, 3rd Cross, Koramangala');
  type('lab-contact-pincode', '560034');
  await settle();
}

const windowButton = (name: RegExp) =>
  within(screen.getByRole('tabpanel')).getByRole('button', { name });

describe('the lab checkout page', () => {
  it('asks for a patient per person, and checks every detail before any payment', async () => {
    await openCart();
    expect(screen.getAllByTestId('lab-patient')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findAllByText(LAB_MESSAGES.patientName)).toHaveLength(2);
    expect(screen.getAllByText(LAB_MESSAGES.patientAge)).toHaveLength(2);
    expect(screen.getByText('Pincode is required')).toBeInTheDocument();
    expect(screen.getByText(LAB_MESSAGES.collectionRequired)).toBeInTheDocument();
    expect(field('lab-patient-0-name')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith(LAB_MESSAGES.patientName);
    expect(calls.filter((c) => c.url === '/api/payment_order')).toEqual([]);
  });

  it("shows the pincode's windows: full and closed ones cannot be chosen, another date clears the choice", async () => {
    await openCart();
    await fillDetails();
    expect(screen.getByTestId('collection-area')).toHaveTextContent('Koramangala');
    // Today has nothing free: the first date with a free window is shown.
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Tomorrow');
    expect(windowButton(/06:00 AM - 06:30 AM Full/)).toBeDisabled();
    fireEvent.click(windowButton(/06:30 AM - 07:00 AM 2 left/));
    expect(screen.getByTestId('collection-choice')).toHaveTextContent(
      'Collection: Tomorrow, 06:30 AM - 07:00 AM',
    );
    fireEvent.click(screen.getByRole('tab', { name: /^Today/ }));
    expect(windowButton(/06:00 AM - 06:30 AM Closed/)).toBeDisabled();
    expect(windowButton(/06:30 AM - 07:00 AM Full/)).toBeDisabled();
    expect(screen.getByTestId('collection-choice')).toHaveTextContent('Choose a time');
    expect(screen.getByRole('tab', { name: /^Sun 3 Mar/ })).toBeInTheDocument();
  });

  it('pays with exactly the details the server reads, then empties the cart and opens the booking', async () => {
    await openCart();
    await fillDetails();
    fireEvent.click(windowButton(/06:30 AM - 07:00 AM/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    await settle();
    expect(calls.find((c) => c.url === '/api/payment_order')?.body).toEqual({
      purpose: 'lab_order',
      items: [{ id: 7, quantity: 2 }],
      patients: [
        { name: 'Asha Rao', age: 42, gender: 'female' },
        { name: 'Ravi Rao', age: 45, gender: 'male' },
      ],
      contact: {
        name: 'Asha Rao',
        phone_number: '9876543210',
        email: 'asha@example.com',
        pincode: '560034',
        address: '12, 3rd Cross, Koramangala',
      },
      collection: { date: '2030-03-02', time: '06:30' },
      // 'Pay ₹1,198' as shown: no other amount may be charged.
      expected_amount: 119_800,
    });
    expect(calls.find((c) => c.url === '/api/lab/orders')?.body).toMatchObject({
      razorpay_payment_id: 'pay_x',
    });
    expect(toast.success).toHaveBeenCalledWith('Collection booked');
    expect(mockPush).toHaveBeenCalledWith('/lab-tests/booked?reference=SLB-ABCDEFGH23');
    expect(useLabCartStore.getState().items).toEqual([]);
  });

  it("reads today's prices on opening and says which moved; a refused amount reads them again", async () => {
    quoteAnswer = quoteAt(649);
    await openCart();
    await settle();
    expect(
      await screen.findByText('Lipid Profile now costs ₹649 (₹599 when you added it).'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay/ })).toHaveTextContent('1,298');
    await fillDetails();
    fireEvent.click(windowButton(/06:30 AM - 07:00 AM/));
    // Changed again while the visitor typed: Pay is refused and nothing is held.
    quoteAnswer = quoteAt(699);
    orderAnswer = fetchReply(409, {
      message: amountChangedMessage(129_800, 139_800),
      code: 'price_changed',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    await settle();
    expect(toast.error).toHaveBeenCalledWith(amountChangedMessage(129_800, 139_800));
    expect(calls.find((c) => c.url === '/api/payment_order')?.body).toMatchObject({
      expected_amount: 129_800,
    });
    expect(
      await screen.findByText('Lipid Profile now costs ₹699 (₹649 when you added it).'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay/ })).toHaveTextContent('1,398');
    expect(calls.some((c) => c.url === '/api/lab/orders')).toBe(false);
  });

  it("shows each of the server's refusals on its field or line, and asks for the windows again", async () => {
    await openCart();
    await fillDetails();
    fireEvent.click(windowButton(/06:30 AM - 07:00 AM/));
    orderAnswer = fetchReply(400, {
      message: 'Invalid input',
      errors: {
        'items[0].id': LAB_MESSAGES.unavailable,
        'patients[1].name': LAB_MESSAGES.patientName,
        'collection.time': LAB_MESSAGES.windowFull,
      },
    });
    const asked = calls.filter((c) => c.url.startsWith('/api/lab/collection')).length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    await settle();
    expect(screen.getByTestId('line-problem')).toHaveTextContent(LAB_MESSAGES.unavailable);
    expect(field('lab-patient-1-name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(LAB_MESSAGES.windowFull)).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(LAB_MESSAGES.unavailable, { description: undefined });
    expect(calls.filter((c) => c.url.startsWith('/api/lab/collection')).length).toBe(asked + 1);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('never asks a payer whose confirm went unanswered to pay again, and confirms on request', async () => {
    await openCart();
    await fillDetails();
    fireEvent.click(windowButton(/06:30 AM - 07:00 AM/));
    confirmAnswer = fetchReply(503, { message: 'We cannot reach our records right now.' });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
      // Asked four times over ten seconds (the same payment each time), then the page says so.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
    } finally {
      jest.useRealTimers();
    }
    const confirms = calls.filter((c) => c.url === '/api/lab/orders');
    expect(confirms).toHaveLength(4);
    expect(new Set(confirms.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect(screen.getByTestId('unconfirmed-payment')).toHaveTextContent(
      'Your payment went through, but we could not confirm it yet. Do not pay again',
    );
    expect(screen.getByRole('button', { name: /^Pay|Please wait/ })).toBeDisabled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(useLabCartStore.getState().items).toHaveLength(1);

    // A minute later the server answers: the booking is stored and opened.
    confirmAnswer = fetchReply(201, { data: { reference: 'SLB-ABCDEFGH23', total_amount: 1198 } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Confirm my payment' })),
    );
    await settle();
    expect(calls.filter((c) => c.url === '/api/lab/orders')).toHaveLength(5);
    expect(calls.filter((c) => c.url === '/api/payment_order')).toHaveLength(1);
    expect(mockPush).toHaveBeenCalledWith('/lab-tests/booked?reference=SLB-ABCDEFGH23');
    expect(useLabCartStore.getState().items).toEqual([]);
  });

  it('keeps the visitor on the page when the window filled while paying', async () => {
    await openCart();
    await fillDetails();
    fireEvent.click(windowButton(/06:30 AM - 07:00 AM/));
    const message = 'Your payment arrived after the collection time was held for you.';
    confirmAnswer = fetchReply(409, { code: 'refund_due', message });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ })));
    await settle();
    expect(screen.getByTestId('refund-notice')).toHaveTextContent(message);
    expect(mockPush).not.toHaveBeenCalled();
    expect(useLabCartStore.getState().items).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
  });
});
