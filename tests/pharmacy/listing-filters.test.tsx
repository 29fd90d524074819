/** @jest-environment jsdom */
/**
 * The listing's filters: a brand ticked applies through the URL, and the brands ticked (or
 * unticked) before the page hydrated apply together, in one navigation, once it has.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ListingFilters } from '@/components/pharmacy/listing-filters';
import type { ListingState } from '@/lib/pharmacy/filters';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const STATE: ListingState = {
  category: 'diabetes-care',
  brands: ['Glyco'],
  price: null,
  discount: null,
  sort: 'relevance',
  page: 2,
};
const BRANDS = ['Zenith', 'Glyco', 'Abbex'].map((name, i) => ({ id: i + 1, name }));

const filters = () => (
  <ListingFilters state={STATE} categories={[]} brands={BRANDS} idPrefix="side" />
);

beforeEach(() => push.mockReset());
afterEach(unmountHydrated);

describe('the brand filter', () => {
  it('adds a brand ticked, from the first page', () => {
    render(filters());
    fireEvent.click(screen.getByLabelText('Zenith'));
    expect(push).toHaveBeenCalledWith('/category/diabetes-care?brand=Glyco&brand=Zenith', {
      scroll: false,
    });
  });

  it('applies every box changed before it hydrated, at once', async () => {
    await typeThenHydrate(filters(), { Zenith: true, Abbex: true, Glyco: false });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/category/diabetes-care?brand=Abbex&brand=Zenith', {
      scroll: false,
    });
  });

  it('does nothing when no box was changed', async () => {
    await typeThenHydrate(filters(), {});
    expect(push).not.toHaveBeenCalled();
  });
});
