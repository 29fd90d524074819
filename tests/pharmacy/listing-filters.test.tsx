/** @jest-environment jsdom */
/**
 * The listing's filters: a brand ticked applies through the URL, and the brands ticked (or
 * unticked) before the page hydrated apply together, in one navigation, once it has; a brand of
 * the address that has no box (no longer sold) is kept, and an untouched page never navigates.
 */
import { fireEvent, render } from '@testing-library/react';
import { ListingFilters } from '@/components/pharmacy/listing-filters';
import type { ListingState } from '@/lib/pharmacy/filters';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const STATE: ListingState = {
  category: 'eye-care',
  // 'Ghost' has no box: a brand of an old link.
  brands: ['Ghost', 'Glyco'],
  price: null,
  discount: null,
  sort: 'high-low',
  page: 2,
};
const BRANDS = ['Zenith', 'Glyco', 'Abbex'].map((name, i) => ({ id: i + 1, name }));

/** As the listing draws them: the sidebar's, and the phone's sheet (a closed dialog). */
const filters = () => (
  <>
    <ListingFilters state={STATE} categories={[]} brands={BRANDS} idPrefix="side" />
    <dialog>
      <ListingFilters state={STATE} categories={[]} brands={BRANDS} idPrefix="sheet" />
    </dialog>
  </>
);
const sidebar = (id: number) => `#side-brand-${id}`;

beforeEach(() => push.mockReset());
afterEach(unmountHydrated);

describe('the brand filter', () => {
  it('adds a brand ticked, from the first page', () => {
    const { container } = render(filters());
    fireEvent.click(container.querySelector(sidebar(1))!);
    expect(push).toHaveBeenCalledWith(
      '/category/eye-care?brand=Ghost&brand=Glyco&brand=Zenith&sort=high-low',
      { scroll: false },
    );
  });

  it('applies every box changed before it hydrated, at once', async () => {
    await typeThenHydrate(filters(), {
      [sidebar(1)]: true,
      [sidebar(3)]: true,
      [sidebar(2)]: false,
    });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(
      '/category/eye-care?brand=Abbex&brand=Ghost&brand=Zenith&sort=high-low',
      { scroll: false },
    );
  });

  it('does nothing when no box was changed, whatever the address names', async () => {
    await typeThenHydrate(filters(), {});
    expect(push).not.toHaveBeenCalled();
  });
});
