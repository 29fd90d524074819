/** @jest-environment jsdom */
/**
 * The lab cart's store and screens (issue 17): kept in localStorage under 'lab-cart' and
 * restored after hydration; the Add / Remove toggle with its toasts (a test refused beside its
 * package, a package replacing its tests); the popup's count and running total.
 */
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

jest.mock('next/navigation', () => ({
  usePathname: () => '/lab-tests',
  useRouter: () => ({ prefetch: jest.fn() }),
}));
jest.mock('@/components/layout/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

import { toast } from '@/components/layout/toast';
import { LabAddButton } from '@/components/lab-cart/lab-add-button';
import { LabCartPopup } from '@/components/lab-cart/lab-cart-popup';
import { LabCartProvider, useLabCart } from '@/components/lab-cart/lab-cart-provider';
import { LAB_CART_STORAGE_KEY, useLabCartStore } from '@/components/lab-cart/lab-cart-store';
import { LAB_MAX_QUANTITY } from '@/lib/lab/booking-rules';
import type { LabCartItem } from '@/lib/lab/cart-rules';
import { saveCart } from '../helpers/saved-cart';

const TSH: LabCartItem = {
  id: 1,
  slug: 'tsh',
  name: 'TSH',
  kind: 'test',
  testIds: [],
  pricePaise: 30_000,
  mrpPaise: 45_000,
};
const LIPID: LabCartItem = { ...TSH, id: 3, slug: 'lipid-profile', name: 'Lipid Profile' };
const THYROID: LabCartItem = {
  id: 10,
  slug: 'thyroid-care-package',
  name: 'Thyroid Care Package',
  kind: 'package',
  testIds: [1, 2],
  pricePaise: 149_900,
  mrpPaise: 260_000,
};

const store = () => useLabCartStore.getState();
const wrapper = ({ children }: { children: ReactNode }) => (
  <LabCartProvider>{children}</LabCartProvider>
);

beforeEach(() => {
  act(() => store().clear());
  localStorage.clear();
  Object.values(toast).forEach((f) => (f as jest.Mock).mockReset());
});

describe('lab cart store', () => {
  it('keeps the items in localStorage under its own key, apart from the pharmacy cart', () => {
    act(() => {
      store().add(TSH);
      store().increment(1);
    });
    const saved = JSON.parse(localStorage.getItem(LAB_CART_STORAGE_KEY)!);
    expect(LAB_CART_STORAGE_KEY).toBe('lab-cart');
    expect(saved.state.items).toEqual([{ ...TSH, quantity: 2 }]);
    expect(localStorage.getItem('pharmacy-cart')).toBeNull();
  });

  it('answers what adding did, changing the cart only when it was added', () => {
    let outcome;
    act(() => {
      store().add(THYROID);
      outcome = store().add(TSH);
    });
    expect(outcome).toMatchObject({ result: 'refused' });
    expect(store().items.map((l) => l.id)).toEqual([10]);
  });

  it('holds quantities from 1 to LAB_MAX_QUANTITY, and removes and clears', () => {
    act(() => {
      store().add(TSH);
      store().add(LIPID);
      store().decrement(1);
      for (let i = 0; i < LAB_MAX_QUANTITY + 2; i++) store().increment(3);
    });
    expect(store().items.map((l) => l.quantity)).toEqual([1, LAB_MAX_QUANTITY]);
    act(() => store().remove(1));
    expect(store().items.map((l) => l.id)).toEqual([3]);
    act(() => store().clear());
    expect(store().items).toEqual([]);
  });

  it('restores the session cart after the first render, with totals and the patients needed', async () => {
    saveCart(LAB_CART_STORAGE_KEY, [
      { ...THYROID, quantity: 2 },
      { ...LIPID, quantity: 1 },
    ]);
    const { result } = renderHook(() => useLabCart(), { wrapper });
    await act(async () => {});
    expect(result.current.count).toBe(2);
    expect(result.current.patients).toBe(2);
    expect(result.current.totals.subtotalPaise).toBe(2 * 149_900 + 30_000);
    expect(result.current.totals.mrpTotalPaise).toBe(2 * 260_000 + 45_000);
  });

  it('is used only inside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLabCart())).toThrow(/LabCartProvider/);
  });
});

describe('Add / Remove and the popup', () => {
  async function screenWith(...items: LabCartItem[]) {
    render(
      <LabCartProvider>
        {items.map((item) => (
          <LabAddButton key={item.id} item={item} />
        ))}
        <LabCartPopup />
      </LabCartProvider>,
    );
    await act(async () => {});
  }

  it('toggles an item and shows the count and running total in an announced popup', async () => {
    await screenWith(TSH, LIPID);
    expect(screen.queryByRole('complementary', { name: 'Lab cart' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add TSH to lab cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Lipid Profile to lab cart' }));
    const popup = screen.getByRole('complementary', { name: 'Lab cart' });
    expect(screen.getByTestId('lab-cart-count')).toHaveTextContent('2 items in lab cart');
    expect(screen.getByTestId('lab-cart-total')).toHaveTextContent('₹600');
    expect(popup.querySelector('[aria-live="polite"]')).toContainElement(
      screen.getByTestId('lab-cart-total'),
    );
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/lab-tests/cart',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove TSH from lab cart' }));
    expect(screen.getByTestId('lab-cart-count')).toHaveTextContent('1 item in lab cart');
  });

  it('refuses a test beside its package with the reason, and a package replaces its tests', async () => {
    await screenWith(TSH, THYROID);
    fireEvent.click(screen.getByRole('button', { name: 'Add TSH to lab cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Thyroid Care Package to lab cart' }));
    expect(toast.info).toHaveBeenCalledWith(
      'Thyroid Care Package already includes TSH: it was removed from your cart, as each test is done once, on the same sample.',
    );
    expect(screen.getByRole('button', { name: 'Add TSH to lab cart' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add TSH to lab cart' }));
    expect(toast.warning).toHaveBeenCalledWith(
      expect.stringMatching(/^Thyroid Care Package already includes TSH: the test is done once/),
      { key: 'lab-refused-1' },
    );
    expect(store().items.map((l) => l.id)).toEqual([10]);
  });
});
