/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import { CART_STORAGE_KEY, useCartStore } from '@/components/cart/cart-store';
import { PharmacyCartProvider, usePharmacyCart } from '@/components/cart/pharmacy-cart-provider';
import { medicineCard } from '../helpers/medicine-card';

// Plenty of stock: MAX_QUANTITY, not the stock, limits these lines (cart-stock-ui.test.tsx has the rest).
const medicine = (id: number, pricePaise = 1000) =>
  medicineCard(id, { pricePaise, mrpPaise: pricePaise + 500 });

const store = () => useCartStore.getState();

describe('pharmacy cart store', () => {
  beforeEach(() => {
    act(() => store().clear());
    sessionStorage.clear();
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

  it('is kept in sessionStorage for the browser session', () => {
    act(() => store().add(medicine(7)));
    const saved = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}');
    expect(saved.state.items[0]).toMatchObject({ id: 7, quantity: 1 });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('restores the session cart inside the provider and derives count and totals', async () => {
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [{ ...medicine(4, 2500), quantity: 2 }] }, version: 0 }),
    );
    function Summary() {
      const cart = usePharmacyCart();
      return <p>{`${cart.count} lines, ${cart.totals.subtotalPaise} paise`}</p>;
    }
    render(
      <PharmacyCartProvider>
        <Summary />
      </PharmacyCartProvider>,
    );
    expect(await screen.findByText('1 lines, 5000 paise')).toBeInTheDocument();
  });

  it('fails outside its provider with the spec message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePharmacyCart())).toThrow(
      'usePharmacyCart must be used within a PharmacyCartProvider',
    );
  });
});
