/**
 * A pharmacy shelf's carousel is a hydration boundary of its own (docs/decisions/hydration-
 * boundaries.md): the page around it hydrates first, each shelf's cards in later time slices.
 * The server writes an Activity boundary inline as `<!--&-->…<!--/&-->` (a Suspense boundary would
 * be moved to the end of the document once the page passes 12.8 kB); React hydrates what is inside
 * such markers separately from the page, so they must wrap the carousel and only it.
 */
import { renderToString } from 'react-dom/server';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import { CategoryShelf } from '@/components/pharmacy/category-shelf';
import { medicineCard } from '../helpers/medicine-card';

jest.mock('swiper/css', () => ({}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/pharmacy',
  useSearchParams: () => new URLSearchParams(),
}));

const medicine = (id: number) => medicineCard(id, { slug: `medicine-${id}` });

const shelf = {
  id: 1,
  name: 'Pain Relief',
  slug: 'pain-relief',
  medicines: [1, 2, 3].map(medicine),
};

function shelfHtml(props: { first?: boolean; deferred?: boolean } = {}) {
  return renderToString(
    <PharmacyCartProvider>
      <CategoryShelf shelf={shelf} {...props} />
    </PharmacyCartProvider>,
  );
}

/** The part of the HTML inside the one Activity boundary, or null when there is none. */
function boundary(html: string): string | null {
  const match = /<!--&-->([\s\S]*)<!--\/&-->/.exec(html);
  expect(html.match(/<!--&-->/g)?.length ?? 0).toBeLessThanOrEqual(1);
  return match ? match[1] : null;
}

describe('CategoryShelf', () => {
  it.each([
    ['the top shelf', { first: true }],
    ['a shelf drawn with the page', {}],
    ['a deferred shelf', { deferred: true }],
  ])('%s: the carousel, and only it, is its own hydration boundary', (_, props) => {
    const html = shelfHtml(props);
    const inside = boundary(html);
    expect(inside).not.toBeNull();
    expect(inside).toMatch(/^<div[^>]*aria-roledescription="carousel"/);
    // The heading and 'View All' hydrate with the page, outside the boundary.
    const outside = html.replace(inside!, '');
    expect(outside).toContain('Pain Relief</h2>');
    expect(outside).toContain('href="/category/pain-relief"');
    expect(inside).not.toContain('</h2>');
  });

  it('keeps the cards in the server HTML, inside the boundary', () => {
    const inside = boundary(shelfHtml({ first: true }))!;
    for (const id of [1, 2, 3]) expect(inside).toContain(`href="/pharmacy/medicine-${id}"`);
  });
});
