/** @jest-environment jsdom */
/**
 * The medicine page's add bar on phones (issue 51): price, quantity and the page's own Add /
 * Remove button, with the same rules (Schedule X and out of stock cannot be added).
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useCartStore } from '@/components/cart/cart-store';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import { StickyAddBar } from '@/components/pharmacy/sticky-add-bar';
import { medicineCard } from '../helpers/medicine-card';

jest.mock('next/navigation', () => ({ usePathname: () => '/pharmacy/m-1' }));

const bar = (medicine = medicineCard(1)) => {
  render(
    <PharmacyCartProvider>
      <StickyAddBar medicine={medicine} />
    </PharmacyCartProvider>,
  );
  return screen.getByRole('group', { name: 'Add to cart' });
};

beforeEach(() => {
  sessionStorage.clear();
  act(() => useCartStore.getState().removeAll());
});

describe('sticky add bar', () => {
  it('shows the price and Add; once added, a quantity control for the cart line', async () => {
    const group = bar();
    expect(group).toHaveTextContent('₹10');
    const add = await within(group).findByRole('button', { name: /^Add/ });
    expect(within(group).queryByTestId('line-quantity')).toBeNull();
    await act(async () => fireEvent.click(add));
    expect(within(group).getByTestId('line-quantity')).toHaveTextContent('1');
    await act(async () =>
      fireEvent.click(within(group).getByRole('button', { name: 'Increase quantity' })),
    );
    expect(useCartStore.getState().items[0].quantity).toBe(2);
    expect(within(group).getByTestId('line-quantity')).toHaveTextContent('2');
  });

  it('keeps the Add rules: a Schedule X medicine or one out of stock cannot be added', () => {
    expect(
      within(bar(medicineCard(2, { schedule: 'X' }))).getByRole('button', {
        name: 'Not sold online',
      }),
    ).toBeDisabled();
  });
});
