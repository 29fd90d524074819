/** @jest-environment jsdom */
/**
 * The cart page's 'Customers also Bought' (issue 51): asked of the server for the cart's
 * medicines, and never showing one that is in the cart.
 */
import { act, render, screen } from '@testing-library/react';
import { useCartStore } from '@/components/cart/cart-store';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import { CartAlsoBought } from '@/components/pharmacy/cart-also-bought';
import { apiMedicineCard } from '@/lib/pharmacy/api-shape';
import { fetchReply } from '../helpers/fetch-reply';
import { medicineCard } from '../helpers/medicine-card';

// The carousel's CSS does not load in jest: the cards as a plain list.
jest.mock('@/components/pharmacy/also-bought', () => ({
  AlsoBought: ({ medicines, deferred }: { medicines: { name: string }[]; deferred?: boolean }) => (
    <ul aria-label="also bought" data-deferred={String(Boolean(deferred))}>
      {medicines.map((m) => (
        <li key={m.name}>{m.name}</li>
      ))}
    </ul>
  ),
}));

const answer = [medicineCard(7), medicineCard(3)].map((m) => ({
  ...apiMedicineCard(m),
  stock: m.stock,
}));

beforeEach(() => {
  sessionStorage.clear();
  act(() => useCartStore.getState().removeAll());
  global.fetch = jest.fn(async () => fetchReply(200, { data: answer })) as unknown as typeof fetch;
});

it("asks for the cart's medicines and leaves out what is in the cart", async () => {
  act(() => {
    useCartStore.getState().add(medicineCard(3));
    useCartStore.getState().add(medicineCard(1));
  });
  render(
    <PharmacyCartProvider>
      <CartAlsoBought />
    </PharmacyCartProvider>,
  );
  expect(await screen.findByText('Medicine 7')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith('/api/pharmacy/also-bought?ids=1,3', expect.anything());
  // Just added to the cart, before the new answer: already gone from the list.
  expect(screen.queryByText('Medicine 3')).toBeNull();
  // Under the cart: its cards wait until it nears the screen.
  expect(screen.getByRole('list', { name: 'also bought' })).toHaveAttribute(
    'data-deferred',
    'true',
  );
});
