/** @jest-environment jsdom */
/**
 * The listing's sort dropdown: a sort chosen applies through the URL, and one chosen before the
 * page hydrated (a quick visitor on a slow phone) applies once it has.
 */
import { fireEvent, screen, render } from '@testing-library/react';
import { SortSelect } from '@/components/pharmacy/sort-select';
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
  page: 3,
};

beforeEach(() => push.mockReset());
afterEach(unmountHydrated);

describe('the sort dropdown', () => {
  it('applies a chosen sort from the first page', () => {
    render(<SortSelect state={STATE} />);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'low-high' } });
    expect(push).toHaveBeenCalledWith('/category/diabetes-care?brand=Glyco&sort=low-high', {
      scroll: false,
    });
  });

  it('applies a sort chosen before it hydrated, and nothing when none was', async () => {
    await typeThenHydrate(<SortSelect state={STATE} />, { 'Sort by': 'high-low' });
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/category/diabetes-care?brand=Glyco&sort=high-low', {
      scroll: false,
    });
    unmountHydrated();
    push.mockReset();
    await typeThenHydrate(<SortSelect state={STATE} />, {});
    expect(push).not.toHaveBeenCalled();
  });
});
