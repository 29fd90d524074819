/** @jest-environment jsdom */
/**
 * The listing's filters: a brand ticked applies through the URL, and the brands ticked (or
 * unticked) before the page hydrated apply together, in one navigation, once it has; a brand of
 * the address that has no box (no longer sold) is kept, and an untouched page never navigates.
 */
import { fireEvent, render } from '@testing-library/react';
import { ListingFilters } from '@/components/pharmacy/listing-filters';
import { priceRangeLabel, type ListingState } from '@/lib/pharmacy/filters';
import { installEarlyTapCapture } from '../helpers/early-taps';
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

describe('the category, price and discount choices', () => {
  let removeCapture = () => {};
  beforeEach(() => {
    removeCapture = installEarlyTapCapture();
  });
  afterEach(() => removeCapture());

  it('apply a choice pressed before the listing hydrated, once, when it has', async () => {
    const price = { ...STATE, brands: [] };
    const ui = (
      <>
        <ListingFilters state={price} categories={[]} brands={[]} idPrefix="side" />
        <dialog>
          <ListingFilters state={price} categories={[]} brands={[]} idPrefix="sheet" />
        </dialog>
      </>
    );
    const container = await typeThenHydrate(ui, {}, (drawn) => {
      const [under500] = [...drawn.querySelectorAll('button')].filter(
        (b) => b.textContent === priceRangeLabel('0-500'),
      );
      expect(under500).toHaveAttribute('data-replay', 'filter:price:0-500');
      under500.click();
      under500.click();
      expect(push).not.toHaveBeenCalled();
    });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/category/eye-care?price=0-500&sort=high-low', {
      scroll: false,
    });
    // Hydrated: the choices answer their own presses.
    expect(container.querySelector('[data-replay]')).toBeNull();
  });
});
