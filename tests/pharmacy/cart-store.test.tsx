/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import { CART_STORAGE_KEY, useCartStore } from '@/components/cart/cart-store';
import { CART_KEPT_MS, cartStillKept } from '@/components/shop/cart-store';
import { CART_SESSION_COOKIE } from '@/lib/security/cart-session';
import { saveCart } from '../helpers/saved-cart';
import { PharmacyCartProvider, usePharmacyCart } from '@/components/cart/pharmacy-cart-provider';
import { medicineCard } from '../helpers/medicine-card';

// Plenty of stock: MAX_QUANTITY, not the stock, limits these lines (cart-stock-ui.test.tsx has the rest).
const medicine = (id: number, pricePaise = 1000) =>
  medicineCard(id, { pricePaise, mrpPaise: pricePaise + 500 });

const store = () => useCartStore.getState();

describe('pharmacy cart store', () => {
  beforeEach(() => {
    act(() => store().clear());
    localStorage.clear();
  });

  it('adds with quantity 1, keeps one line per medicine and answers membership', () => {
    act(() => {
      store().add(medicine(1));
      store().add(medicine(1));
      store().add(medicine(2));
    });
    expect(store().items.map((l) => [l.id, l.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(store().has(1)).toBe(true);
    expect(store().has(3)).toBe(false);
  });

  it('increments up to 10 and decrements only while above 1', () => {
    act(() => store().add(medicine(1)));
    act(() => store().decrement(1));
    expect(store().items[0].quantity).toBe(1);
    act(() => {
      for (let i = 0; i < 12; i++) store().increment(1);
    });
    expect(store().items[0].quantity).toBe(10);
    act(() => store().decrement(1));
    expect(store().items[0].quantity).toBe(9);
  });

  it('limits a line to its stock, saying which limit held it', () => {
    act(() => {
      store().add({ ...medicine(1), stock: 3 });
      store().add(medicine(2));
    });
    let outcomes: string[] = [];
    act(() => {
      outcomes = [0, 1, 2].map(() => store().increment(1));
    });
    expect(outcomes).toEqual(['raised', 'raised', 'stock-limit']);
    expect(store().items[0].quantity).toBe(3);
    act(() => {
      outcomes = Array.from({ length: 10 }, () => store().increment(2));
    });
    expect(outcomes.slice(-1)).toEqual(['max-limit']);
    expect(store().items[1].quantity).toBe(10);
    expect(store().increment(99)).toBe('not-in-cart');
  });

  it('removes one line, removes all, and clears', () => {
    act(() => {
      store().add(medicine(1));
      store().add(medicine(2));
      store().remove(1);
    });
    expect(store().items.map((l) => l.id)).toEqual([2]);
    act(() => store().removeAll());
    expect(store().items).toEqual([]);
    act(() => {
      store().add(medicine(3));
      store().clear();
    });
    expect(store().items).toEqual([]);
  });

  it('issue 51: is kept in localStorage for the browser (every tab), stamped with its save time', () => {
    const before = Date.now();
    act(() => store().add(medicine(7)));
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved.state.items[0]).toMatchObject({ id: 7, quantity: 1 });
    expect(saved.state.savedAt).toBeGreaterThanOrEqual(before);
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps a cart for a day from its last change, not a moment longer', () => {
    const now = 1_800_000_000_000;
    expect(cartStillKept(now - CART_KEPT_MS + 1, now)).toBe(true);
    expect(cartStillKept(now - CART_KEPT_MS, now)).toBe(false);
    expect(cartStillKept(undefined, now)).toBe(false);
    expect(cartStillKept(now + 60_000, now)).toBe(false);
  });

  it('discards a cart saved more than a day ago when it is read back', async () => {
    saveCart(CART_STORAGE_KEY, [{ ...medicine(4), quantity: 2 }], Date.now() - CART_KEPT_MS - 1);
    await act(() => useCartStore.persist.rehydrate());
    expect(store().items).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  function Summary() {
    const cart = usePharmacyCart();
    return <p>{`${cart.count} lines, ${cart.totals.subtotalPaise} paise`}</p>;
  }

  it('restores the browser cart inside the provider and derives count and totals', async () => {
    saveCart(CART_STORAGE_KEY, [{ ...medicine(4, 2500), quantity: 2 }]);
    render(
      <PharmacyCartProvider>
        <Summary />
      </PharmacyCartProvider>,
    );
    expect(await screen.findByText('1 lines, 5000 paise')).toBeInTheDocument();
    // The coupon calls are counted per cart session: the provider gives the browser one.
    expect(document.cookie).toMatch(new RegExp(`${CART_SESSION_COOKIE}=[0-9a-f]{32}`));
  });

  it('follows another tab: its change arrives through the storage event', async () => {
    render(
      <PharmacyCartProvider>
        <Summary />
      </PharmacyCartProvider>,
    );
    expect(await screen.findByText('0 lines, 0 paise')).toBeInTheDocument();
    // Another tab adds a line, then empties the cart after its order.
    saveCart(CART_STORAGE_KEY, [{ ...medicine(5, 1000), quantity: 3 }]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(await screen.findByText('1 lines, 3000 paise')).toBeInTheDocument();
    saveCart(CART_STORAGE_KEY, []);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(await screen.findByText('0 lines, 0 paise')).toBeInTheDocument();
    // Another key's change is not this cart's.
    saveCart(CART_STORAGE_KEY, [{ ...medicine(6, 1000), quantity: 1 }]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'lab-cart' }));
    });
    expect(screen.getByText('0 lines, 0 paise')).toBeInTheDocument();
  });

  it('fails outside its provider with the spec message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePharmacyCart())).toThrow(
      'usePharmacyCart must be used within a PharmacyCartProvider',
    );
  });
});
