/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BlogList } from '@/components/blog/blog-list';
import type { BlogSummary } from '@/lib/blog/types';
import type { SanitizedHtml } from '@/lib/sanitize';

// The URL drives the list; this stand-in for Next's hook follows window.location like the router.
let search = '';
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

const blog = (id: number): BlogSummary => ({
  id,
  slug: `post-${id}`,
  titleHtml: `Post ${id}` as SanitizedHtml,
  title: `Post ${id}`,
  image: `/images/blogs/post-${id}.svg`,
  createdAt: '2025-02-01T00:00:00.000Z',
  views: id,
  category: { name: 'Cardiology', slug: 'cardiology' },
  excerpt: 'Teaser',
});

const ten = Array.from({ length: 10 }, (_, i) => blog(i + 1));
const initial = { query: { page: 1 }, items: ten, total: 23, error: null };
const categories = [{ id: 1, name: 'Cardiology', slug: 'cardiology' }];

beforeEach(() => {
  search = '';
  localStorage.clear();
});

const visibleCards = () =>
  screen.getAllByRole('article', { hidden: true }).filter((a) => !a.hasAttribute('hidden'));

describe('BlogList', () => {
  it('shows 6 of the page until View More, then all of them; Show Less goes back', () => {
    render(<BlogList initial={initial} categories={categories} limit={10} />);
    expect(visibleCards()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'View More' }));
    expect(visibleCards()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(visibleCards()).toHaveLength(6);
  });

  it("reads 'X of Y' and links Previous/Next to real addresses", () => {
    render(<BlogList initial={initial} categories={categories} limit={10} />);
    expect(screen.getByTestId('blog-page-of')).toHaveTextContent('1 of 3');
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
    expect(screen.getByRole('link', { name: 'Cardiology' })).toHaveAttribute(
      'href',
      '/blog?department=cardiology',
    );
    expect(screen.getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when the categories could not be loaded', () => {
    render(<BlogList initial={initial} categories={null} limit={10} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to fetch data. Please try again later.',
    );
  });

  it('shows the empty texts for all categories and for a department', () => {
    const empty = { query: { page: 1 }, items: [], total: 0, error: null };
    const { unmount } = render(<BlogList initial={empty} categories={categories} limit={10} />);
    expect(screen.getByText('No data available.')).toBeInTheDocument();
    unmount();
    search = 'department=cardiology';
    render(
      <BlogList
        initial={{ ...empty, query: { page: 1, department: 'cardiology' } }}
        categories={categories}
        limit={10}
      />,
    );
    expect(screen.getByText('No blogs available for the selected department.')).toBeInTheDocument();
  });

  it('fetches the list a changed URL names and shows a failure with the catalogue message', async () => {
    // jsdom has no Response; the fetcher only reads these members.
    const fetchMock = jest.fn().mockResolvedValue({
      ok: false,
      status: 502,
      statusText: 'Bad Gateway',
      json: async () => ({ message: 'Boom' }),
    });
    global.fetch = fetchMock;
    const { rerender } = render(<BlogList initial={initial} categories={categories} limit={10} />);
    search = 'page=2';
    await act(async () => {
      rerender(<BlogList initial={initial} categories={categories} limit={10} />);
    });
    await waitFor(() =>
      expect(screen.getByText('Server responded with 502 error: Boom')).toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/blog/get_blog?page=2&limit=10', expect.anything());
  });
});
