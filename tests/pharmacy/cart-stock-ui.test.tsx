/** @jest-environment jsdom */
/**
 * Stock on the shopper's screens (issue 18): 'Only N left' on cards, the medicine page and cart
 * lines from the same numbers; the cart's quantity held at the stock with a toast; the server's
 * per-line refusals and a too-late payment ('refund_due') shown to the shopper.
 */
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/pharmacy/addtocart',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/components/layout/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
// The delivery form is not under test here (and waits for an IntersectionObserver jsdom lacks):
// a test that needs saved delivery info sets `mockSavedInfo`, handed over as the form would.
let mockSavedInfo: object | null = null;
jest.mock('@/components/cart/deferred-delivery-form', () => ({
  DeferredDeliveryForm: function Saved({ onSave }: { onSave(info: object): void }) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { useEffect } = require('react') as typeof import('react');
    useEffect(() => {
      if (mockSavedInfo) onSave(mockSavedInfo);
    }, [onSave]);
    return null;
  },
}));
jest.mock('@/components/checkout/lazy-checkout', () => ({
  openOrderCheckout: async () => ({
    razorpay_order_id: 'order_x',
    razorpay_payment_id: 'pay_x',
    razorpay_signature: 'sig',
  }),
}));

import {
  CART_STORAGE_KEY,
  quantityLimit,
  stockLimitMessage,
  useCartStore,
} from '@/components/cart/cart-store';
import { CartLine } from '@/components/cart/cart-line';
import { CartPage } from '@/components/cart/cart-page';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import { usePharmacyCheckout } from '@/components/cart/use-pharmacy-checkout';
import { amountChangedMessage } from '@/lib/checkout/expected-amount';
import { lineProblemsOf } from '@/components/checkout/answer-problems';
import { toast } from '@/components/layout/toast';
import { MedicineCard } from '@/components/pharmacy/medicine-card';
import { MedicineSummary } from '@/components/pharmacy/medicine-summary';
import { MAX_QUANTITY } from '@/lib/pharmacy/cart-math';
import { PRESCRIPTION_MESSAGES } from '@/lib/pharmacy/prescription-rules';
import { shortageMessage } from '@/lib/pharmacy/stock-rules';
import type { MedicineCard as Card, MedicineDetail } from '@/lib/pharmacy/types';
import { SAVED_DELIVERY_INFO } from '../helpers/saved-delivery-info';
import { medicineCard } from '../helpers/medicine-card';
import { fetchReply, paymentOrderReply } from '../helpers/fetch-reply';
import { saveCart } from '../helpers/saved-cart';

const medicine = (id: number, stock: number, available = stock > 0): Card =>
  medicineCard(id, { stock, available });

/** One of `medicine(id)` as the cart quote answers it (MRP ₹15), now sold at `price` rupees. */
const quotedLine = (id: number, price: number, discount: number) => ({
  _id: String(id),
  medicine_name: `Medicine ${id}`,
  quantity: 1,
  actual_price: 15,
  total_price: price,
  discount,
  line_total: price,
});

const detail = (stock: number, available = stock > 0): MedicineDetail =>
  ({
    ...medicine(1, stock, available),
    images: [],
    pricePerPack: '',
    availableSizes: [],
    manufacturer: 'Maker',
    manufacturerAddress: '',
    countryOfOrigin: 'India',
    consumeType: 'Oral',
    expiryDate: '2030-01-01',
    brandName: 'Brand',
    categoryName: 'Category',
    categorySlug: 'category',
  }) as unknown as MedicineDetail;

const store = () => useCartStore.getState();
const BANNER = { image: '/banner.svg', title: 'Free Delivery', line: 'On every order' };

/** A card as a cart saved before stock was counted kept it. */
function withoutStock(card: Card): Omit<Card, 'stock'> {
  const old: Partial<Card> = { ...card };
  delete old.stock;
  return old as Omit<Card, 'stock'>;
}

beforeEach(() => {
  act(() => store().clear());
  localStorage.clear();
  mockPush.mockReset();
  Object.values(toast).forEach((f) => (f as jest.Mock).mockReset());
});

describe('the quantity limit of a cart line', () => {
  it('is the stock when under MAX_QUANTITY, else MAX_QUANTITY; none known means no stock limit', () => {
    expect(quantityLimit({ stock: 3 })).toEqual({ max: 3, byStock: true });
    expect(quantityLimit({ stock: MAX_QUANTITY })).toEqual({ max: MAX_QUANTITY, byStock: false });
    expect(quantityLimit({ stock: 200 })).toEqual({ max: MAX_QUANTITY, byStock: false });
    expect(quantityLimit({})).toEqual({ max: MAX_QUANTITY, byStock: false });
    // Sold out since it was added: the line stays at 1 and the server says why at checkout.
    expect(quantityLimit({ stock: 0 })).toEqual({ max: 1, byStock: true });
    expect(stockLimitMessage({ name: 'Cetisol', stock: 3 })).toBe('Only 3 left of Cetisol');
  });

  it('a cart saved before stock was counted has no client-side stock limit', async () => {
    const old = withoutStock(medicine(4, 2));
    saveCart(CART_STORAGE_KEY, [{ ...old, quantity: 1 }]);
    await act(() => useCartStore.persist.rehydrate());
    expect(store().items[0].stock).toBeUndefined();
    act(() => {
      for (let i = 0; i < 12; i++) store().increment(4);
    });
    expect(store().items[0].quantity).toBe(MAX_QUANTITY);
  });
});

describe('CartLine', () => {
  const noop = () => {};

  it("says 'Only N left' and keeps '+' pressable at the stock limit, described by that note", () => {
    const onIncrement = jest.fn();
    render(
      <ul>
        <CartLine
          line={{ ...medicine(1, 3), quantity: 3 }}
          onIncrement={onIncrement}
          onDecrement={noop}
          onRemove={noop}
        />
      </ul>,
    );
    const note = screen.getByTestId('line-stock');
    expect(note).toHaveTextContent('Only 3 left');
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(plus).toBeEnabled();
    expect(plus).toHaveAccessibleDescription('Only 3 left');
    fireEvent.click(plus);
    expect(onIncrement).toHaveBeenCalledTimes(1);
  });

  it("disables '+' at MAX_QUANTITY and says nothing of plenty of stock or of an unknown one", () => {
    const { rerender } = render(
      <ul>
        <CartLine
          line={{ ...medicine(1, 80), quantity: MAX_QUANTITY }}
          onIncrement={noop}
          onDecrement={noop}
          onRemove={noop}
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.queryByTestId('line-stock')).toBeNull();
    const old = withoutStock(medicine(2, 2));
    rerender(
      <ul>
        <CartLine
          line={{ ...old, quantity: 2 }}
          onIncrement={noop}
          onDecrement={noop}
          onRemove={noop}
        />
      </ul>,
    );
    expect(screen.queryByTestId('line-stock')).toBeNull();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it("shows the server's refusal of the line", () => {
    const message = shortageMessage('Medicine 1', 2);
    render(
      <ul>
        <CartLine
          line={{ ...medicine(1, 3), quantity: 3 }}
          problem={message}
          onIncrement={noop}
          onDecrement={noop}
          onRemove={noop}
        />
      </ul>,
    );
    expect(screen.getByTestId('line-problem')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveAccessibleDescription(
      `Only 3 left ${message}`,
    );
  });
});

describe('the cart page', () => {
  it("holds the quantity at the stock and tells the shopper 'Only N left of {name}'", async () => {
    act(() => {
      store().add(medicine(1, 2));
      store().add(medicine(2, 40));
    });
    await act(() => useCartStore.persist.rehydrate());
    render(
      <PharmacyCartProvider>
        <CartPage banner={BANNER} alsoBought={null} />
      </PharmacyCartProvider>,
    );
    const line = (await screen.findAllByTestId('cart-line'))[0];
    const plus = within(line).getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(plus);
    expect(within(line).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(toast.warning).not.toHaveBeenCalled();
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(within(line).getByTestId('line-quantity')).toHaveTextContent('2');
    expect(toast.warning).toHaveBeenCalledTimes(2);
    expect(toast.warning).toHaveBeenLastCalledWith('Only 2 left of Medicine 1', {
      key: 'stock-limit-1',
    });
    expect(within(line).getByTestId('line-stock')).toHaveTextContent('Only 2 left');
  });
});

describe("the cart page reads today's prices when it opens", () => {
  function renderCart() {
    return render(
      <PharmacyCartProvider>
        <CartPage banner={BANNER} alsoBought={null} />
      </PharmacyCartProvider>,
    );
  }

  it('takes the new price of a line, says which moved, and keeps the others as they were', async () => {
    act(() => {
      store().add(medicine(1, 40));
      store().add(medicine(2, 40));
    });
    await act(() => useCartStore.persist.rehydrate());
    const fetchMock = jest.fn(async () =>
      fetchReply(200, {
        message: 'Success',
        data: {
          items: [quotedLine(1, 12.5, 17), quotedLine(2, 10, 10)],
          cart_total: 22.5,
          mrp_total: 30,
          saved_percent: 25,
        },
      }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderCart();
    const notice = await screen.findByText('Prices have changed since you added these medicines:');
    expect(notice.parentElement).toHaveAttribute('role', 'status');
    expect(screen.getByText('Medicine 1 now costs ₹12.50 (₹10 when you added it).')).toBeVisible();
    expect(screen.queryByText(/^Medicine 2 now costs/)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/pharmacycart/add_pharmacycart');
    expect(JSON.parse(init.body as string)).toEqual({
      items: [
        { id: 1, quantity: 1 },
        { id: 2, quantity: 1 },
      ],
    });
    expect(store().items.map((l) => [l.pricePaise, l.discountPercent])).toEqual([
      [1250, 17],
      [1000, 10],
    ]);
  });

  it("after a refused amount, reads the coupon's percentage again too, and says it changed", async () => {
    act(() => store().add(medicine(1, 40)));
    await act(() => useCartStore.persist.rehydrate());
    mockSavedInfo = SAVED_DELIVERY_INFO;
    const quote = {
      message: 'Success',
      data: {
        items: [quotedLine(1, 10, 10)],
        cart_total: 10,
        mrp_total: 15,
        saved_percent: 33,
      },
    };
    let percent = 10;
    const sent: Record<string, unknown>[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      if (path.startsWith('/api/pharmacy/pincode/'))
        return fetchReply(200, {
          data: { serviceable: true, area: 'Indiranagar', delivery_fee: 0 },
        });
      if (path === '/api/pharmacycart/add_pharmacycart') return fetchReply(200, quote);
      if (path === '/api/coupon/check')
        return fetchReply(200, { data: { coupon_code: 'HEALTH', coupon_percentage: percent } });
      sent.push(JSON.parse(init!.body as string));
      return fetchReply(409, { message: amountChangedMessage(900, 800), code: 'price_changed' });
    }) as unknown as typeof fetch;
    try {
      renderCart();
      fireEvent.click(await screen.findByRole('button', { name: /Apply Coupon/ }));
      fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'HEALTH' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByTestId('coupon-applied')).toHaveTextContent('10%');
      percent = 20; // changed by the hospital meanwhile
      fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
      expect(await screen.findByText('The coupon HEALTH now gives 20% off.')).toBeVisible();
      expect(screen.getByTestId('coupon-applied')).toHaveTextContent('20%');
      expect(sent[0]).toMatchObject({ expected_amount: 900, coupon_code: 'HEALTH' });
      expect(toast.error).toHaveBeenCalledWith(amountChangedMessage(900, 800));
    } finally {
      mockSavedInfo = null;
    }
  });

  it("after a refused amount, asks the address's delivery fee again, past the caches", async () => {
    act(() => store().add(medicine(1, 40)));
    await act(() => useCartStore.persist.rehydrate());
    mockSavedInfo = { ...SAVED_DELIVERY_INFO, pincode: '560099' };
    let fee = 0;
    const pincodeCalls: (RequestInit | undefined)[] = [];
    const sent: Record<string, unknown>[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url);
      if (path === '/api/pharmacy/pincode/560099') {
        pincodeCalls.push(init);
        return fetchReply(200, { data: { serviceable: true, area: 'Far', delivery_fee: fee } });
      }
      if (path === '/api/pharmacycart/add_pharmacycart') return fetchReply(500, {});
      sent.push(JSON.parse(init!.body as string));
      return fetchReply(409, { message: amountChangedMessage(1000, 1500), code: 'price_changed' });
    }) as unknown as typeof fetch;
    try {
      renderCart();
      const proceed = await screen.findByRole('button', { name: 'Proceed' });
      expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('₹10');
      fee = 5; // the hospital changed the area's fee meanwhile
      fireEvent.click(proceed);
      await act(async () => {});
      expect(sent[0]).toMatchObject({ expected_amount: 1000 });
      // Asked again, not from the browser's cache, and the page now shows what will be charged.
      await waitFor(() => expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('₹15'));
      expect(pincodeCalls).toHaveLength(2);
      expect(pincodeCalls[1]).toMatchObject({ cache: 'no-store' });
    } finally {
      mockSavedInfo = null;
    }
  });

  it('shows a line the server no longer sells on that line; a failed read changes nothing', async () => {
    act(() => {
      store().add(medicine(1, 40));
      store().add(medicine(2, 40));
    });
    await act(() => useCartStore.persist.rehydrate());
    global.fetch = jest.fn(async () =>
      fetchReply(400, {
        message: 'This medicine is not available',
        code: 'invalid_input',
        errors: { 'items[1].id': 'This medicine is not available' },
      }),
    ) as unknown as typeof fetch;
    const { unmount } = renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(await within(lines[1]).findByText('This medicine is not available')).toBeVisible();
    expect(within(lines[0]).queryByText('This medicine is not available')).toBeNull();
    unmount();

    global.fetch = jest.fn(async () =>
      fetchReply(503, { message: 'down' }),
    ) as unknown as typeof fetch;
    renderCart();
    await screen.findAllByTestId('cart-line');
    await act(async () => {});
    expect(screen.queryByText(/Prices have changed/)).toBeNull();
    expect(store().items.map((l) => l.pricePaise)).toEqual([1000, 1000]);
  });
});

describe('stock on cards and on the medicine page', () => {
  it("a card says 'Only N left' when few are on hand, nothing when plenty, and its button 'Out of stock' at none", () => {
    const { rerender } = render(
      <PharmacyCartProvider>
        <MedicineCard medicine={medicine(1, 4)} />
      </PharmacyCartProvider>,
    );
    expect(screen.getByTestId('card-stock')).toHaveTextContent('Only 4 left');
    rerender(
      <PharmacyCartProvider>
        <MedicineCard medicine={medicine(1, 120)} />
      </PharmacyCartProvider>,
    );
    expect(screen.queryByTestId('card-stock')).toBeNull();
    rerender(
      <PharmacyCartProvider>
        <MedicineCard medicine={medicine(1, 0)} />
      </PharmacyCartProvider>,
    );
    expect(screen.queryByTestId('card-stock')).toBeNull();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('the medicine page summary says in stock, how few are left, or out of stock', () => {
    const { rerender } = render(<MedicineSummary medicine={detail(3)} />);
    expect(screen.getByTestId('medicine-stock')).toHaveTextContent(
      'In stock · Only 3 left · FREE delivery in Bangalore',
    );
    rerender(<MedicineSummary medicine={detail(60)} />);
    expect(screen.getByTestId('medicine-stock')).toHaveTextContent(
      'In stock · FREE delivery in Bangalore',
    );
    rerender(<MedicineSummary medicine={detail(0)} />);
    expect(screen.getByTestId('medicine-stock')).toHaveTextContent('Currently out of stock');
  });
});

describe('checkout refusals', () => {
  const lines = [
    { ...medicine(11, 3), quantity: 5 },
    { ...medicine(12, 40), quantity: 1 },
    { ...medicine(13, 1), quantity: 1 },
  ];

  const onCouponRefused = jest.fn();
  const onPrescriptionAsked = jest.fn();
  const onPricesChanged = jest.fn();

  function checkout(clearCart = jest.fn(), couponCode: string | null = null) {
    return renderHook(() =>
      usePharmacyCheckout({
        items: lines,
        totals: { totalPaise: 7000 } as never,
        amountShown: 7000,
        couponCode,
        prescription: null,
        info: SAVED_DELIVERY_INFO,
        clearCart,
        onCouponRefused,
        onPrescriptionAsked,
        onPricesChanged,
      }),
    );
  }

  it('a coupon refused at payment is dropped, and a prescription the server asks for is asked', async () => {
    onCouponRefused.mockReset();
    onPrescriptionAsked.mockReset();
    global.fetch = jest.fn(async () =>
      fetchReply(400, {
        message: 'Invalid coupon code',
        code: 'invalid_input',
        errors: {
          coupon_code: 'Invalid coupon code',
          prescription: PRESCRIPTION_MESSAGES.required,
        },
      }),
    ) as unknown as typeof fetch;
    const { result } = checkout(jest.fn(), 'MONSOON10');
    await act(() => result.current.proceed());
    expect(onCouponRefused).toHaveBeenCalledWith('Invalid coupon code');
    expect(onPrescriptionAsked).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it('maps the per-line field errors to the medicines that were sent', () => {
    expect(
      lineProblemsOf({ 'items[0].quantity': 'a', 'items[2].quantity': 'c', coupon_code: 'x' }, [
        { id: 11 },
        { id: 12 },
        { id: 13 },
      ]),
    ).toEqual({ 11: 'a', 13: 'c' });
    expect(lineProblemsOf(undefined, [{ id: 1 }])).toEqual({});
  });

  it("a 400 for too few units: every line's message reaches the shopper, on its line and in a toast", async () => {
    const first = shortageMessage('Medicine 11', 3);
    const third = shortageMessage('Medicine 13', 0);
    global.fetch = jest.fn(async () =>
      fetchReply(400, {
        message: first,
        code: 'invalid_input',
        errors: { 'items[0].quantity': first, 'items[2].quantity': third },
      }),
    ) as unknown as typeof fetch;
    const { result } = checkout();
    await act(() => result.current.proceed());
    expect(toast.error).toHaveBeenCalledWith(first, { description: third });
    expect(result.current.lineProblems).toEqual({ 11: first, 13: third });
    expect(result.current.busy).toBe(false);
    act(() => result.current.clearLineProblem(11));
    expect(result.current.lineProblems).toEqual({ 13: third });
  });

  it("sends the amount shown; a 409 'price_changed' reads the prices again and reserves nothing", async () => {
    onPricesChanged.mockReset();
    const message = amountChangedMessage(7000, 7400);
    const fetchMock = jest.fn(async () => fetchReply(409, { message, code: 'price_changed' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { result } = checkout();
    await act(() => result.current.proceed());
    const sent = JSON.parse(
      (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(sent.expected_amount).toBe(7000);
    expect(onPricesChanged).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(message);
    // Only the refused payment order: no checkout was opened.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });

  it("a 409 'refund_due' after paying: its message, kept on the page, and no success", async () => {
    const message =
      'Your payment arrived after the medicines were held for you, and some of them have since been sold. No order was placed; the payment will be refunded.';
    global.fetch = jest.fn(async (url: string | URL | Request) =>
      String(url).includes('/api/payment_order')
        ? paymentOrderReply(7000)
        : fetchReply(409, {
            message,
            code: 'refund_due',
            data: { total_amount: 70, refund_due: true },
          }),
    ) as unknown as typeof fetch;
    const clearCart = jest.fn();
    const { result } = checkout(clearCart);
    await act(() => result.current.proceed());
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.refundNotice).toBe(message);
    expect(mockPush).not.toHaveBeenCalled();
    expect(clearCart).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
