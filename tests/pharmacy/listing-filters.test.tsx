/** @jest-environment jsdom */
/**
 * The listing's filters: a brand ticked applies through the URL, and the brands ticked (or
 * unticked) before the page hydrated apply together, in one navigation, once it has; a brand of
 * the address that has no box (no longer sold) is kept, and an untouched page never navigates.
 */
import { act, fireEvent, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import { ListingFilters } from '@/components/pharmacy/listing-filters';
import { SortSelect } from '@/components/pharmacy/sort-select';
import {
  forgetEarlyChanges,
  useListingNavigation,
} from '@/components/pharmacy/use-listing-navigation';
import {
  priceRangeLabel,
  toggleDiscount,
  togglePrice,
  withSort,
  type ListingState,
} from '@/lib/pharmacy/filters';
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
const CATEGORIES = [
  { id: 1, name: 'Eye Care', slug: 'eye-care' },
  { id: 2, name: 'Skin Care', slug: 'skin-care' },
] as Parameters<typeof ListingFilters>[0]['categories'];

/** As the listing draws them, in its order: the phone's sheet (a closed dialog), the sidebar. */
const filters = (state = STATE, after: ReactNode = null) => (
  <>
    <SortSelect state={state} />
    <dialog>
      <ListingFilters state={state} categories={CATEGORIES} brands={BRANDS} idPrefix="sheet" />
    </dialog>
    <aside aria-label="Filters">
      <ListingFilters state={state} categories={CATEGORIES} brands={BRANDS} idPrefix="side" />
    </aside>
    {after}
  </>
);
const sidebar = (id: number) => `#side-brand-${id}`;

beforeEach(() => {
  push.mockReset();
  forgetEarlyChanges();
});
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

  /** The sidebar's button named `name`. */
  const sidebarButton = (drawn: HTMLElement, name: string) =>
    [...drawn.querySelectorAll('aside button')].find((b) => b.textContent === name) as HTMLElement;

  it('apply a choice pressed before the listing hydrated, once, when it has', async () => {
    const container = await typeThenHydrate(filters({ ...STATE, brands: [] }), {}, (drawn) => {
      const under500 = sidebarButton(drawn, priceRangeLabel('0-500'));
      expect(under500).toHaveAttribute('data-replay', 'filter:side:price:0-500');
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

  it('apply everything chosen early together: clear, each choice, then the brand boxes, and the sort', async () => {
    await typeThenHydrate(filters(), { [sidebar(1)]: true, 'Sort by': 'low-high' }, (drawn) => {
      sidebarButton(drawn, 'clear').click();
      sidebarButton(drawn, priceRangeLabel('500-1000')).click();
      sidebarButton(drawn, '10% and above').click();
    });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(
      // 'clear' also clears the category.
      '/category/all?brand=Zenith&price=500-1000&discount=10&sort=low-high',
      { scroll: false },
    );
  });

  it('take a choice off when it was on, whether pressed or cleared, and put another on', async () => {
    await typeThenHydrate(filters(), {}, (drawn) => {
      sidebarButton(drawn, 'Eye Care').click();
      sidebarButton(drawn, 'clear').click();
    });
    expect(push).toHaveBeenLastCalledWith('/category/all?sort=high-low', { scroll: false });
    push.mockReset();
    unmountHydrated();
    forgetEarlyChanges();
    await typeThenHydrate(filters(), {}, (drawn) => sidebarButton(drawn, 'Skin Care').click());
    expect(push).toHaveBeenCalledWith('/category/skin-care?brand=Ghost&brand=Glyco&sort=high-low', {
      scroll: false,
    });
  });

  it('apply a press caught after the hydration, before the choices answer their own, and clear its mark', async () => {
    // Its layout effect runs after the filters took their early presses, in the same commit.
    function LatePress() {
      useLayoutEffect(() => {
        sidebarButton(document.body, priceRangeLabel('0-500')).click();
      }, []);
      return null;
    }
    const container = await typeThenHydrate(filters(STATE, <LatePress />), {});
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(
      '/category/eye-care?brand=Ghost&brand=Glyco&price=0-500&sort=high-low',
      { scroll: false },
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('end with the choice turned on when one is turned off and another on', async () => {
    await typeThenHydrate(filters({ ...STATE, category: 'skin-care' }), {}, (drawn) => {
      sidebarButton(drawn, 'Eye Care').click();
      sidebarButton(drawn, 'Skin Care').click();
    });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/category/eye-care?brand=Ghost&brand=Glyco&sort=high-low', {
      scroll: false,
    });
  });
});

describe('changes adopted early (goEarly)', () => {
  it('go together in one navigation, and a later one adds to where they went', async () => {
    const { result } = renderHook(() => useListingNavigation());
    result.current.goEarly(STATE, (s) => withSort(s, 'low-high'));
    result.current.goEarly(STATE, (s) => togglePrice(s, '0-500'));
    await act(async () => {});
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenLastCalledWith(
      '/category/eye-care?brand=Ghost&brand=Glyco&price=0-500&sort=low-high',
      { scroll: false },
    );
    // After that navigation went: from its state, not from the server's again.
    result.current.goEarly(STATE, (s) => toggleDiscount(s, 10));
    await act(async () => {});
    expect(push).toHaveBeenCalledTimes(2);
    expect(push).toHaveBeenLastCalledWith(
      '/category/eye-care?brand=Ghost&brand=Glyco&price=0-500&discount=10&sort=low-high',
      { scroll: false },
    );
  });
});
