/** @jest-environment jsdom */
/**
 * The pharmacy's search box (issue 51): a GET form to the results page, so Enter opens every
 * match (before any script too), and 'See all N results' under the suggestions.
 */
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

import { act, fireEvent, render, screen } from '@testing-library/react';
import { MedicineSearch, SEARCH_DEBOUNCE_MS } from '@/components/pharmacy/medicine-search';
import { fetchReply } from '../helpers/fetch-reply';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

const suggestion = (id: number) => ({
  _id: String(id),
  name: `Paracetamol ${id}`,
  slug: `paracetamol-${id}`,
  image: '',
  link: `/pharmacy/paracetamol-${id}`,
  exact: true,
});

beforeEach(() => {
  jest.useFakeTimers();
  global.fetch = jest.fn(async () =>
    fetchReply(200, { data: [1, 2, 3].map(suggestion), total: 31 }),
  ) as unknown as typeof fetch;
});
afterEach(() => {
  unmountHydrated();
  jest.useRealTimers();
});

describe('medicine search box', () => {
  it('submits the query to /pharmacy/search as a plain GET form', () => {
    render(<MedicineSearch initialQuery="para" />);
    const box = screen.getByRole('searchbox', { name: 'Search medicines' });
    expect(box).toHaveValue('para');
    expect(box).toHaveAttribute('name', 'q');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/pharmacy/search');
    expect(form).toHaveAttribute('method', 'get');
  });

  it("links to every match: 'See all N results'", async () => {
    render(<MedicineSearch />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search medicines' }), {
      target: { value: 'para' },
    });
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const all = await screen.findByRole('link', { name: 'See all 31 results' });
    expect(all).toHaveAttribute('href', '/pharmacy/search?q=para');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('searches for what was typed before the box hydrated', async () => {
    await typeThenHydrate(<MedicineSearch />, { 'Search medicines': 'para' });
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(global.fetch).toHaveBeenCalledWith('/api/pharmacy/search?q=para', expect.anything());
    expect(screen.getByRole('searchbox', { name: 'Search medicines' })).toHaveValue('para');
  });
});
