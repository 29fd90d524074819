/**
 * /lab-tests' grids of cards are hydration boundaries of their own (docs/decisions/hydration-
 * boundaries.md): the page hydrates first, the cards in later time slices. The server writes an
 * Activity boundary inline as `<!--&-->…<!--/&-->`, so the cards stay in the HTML in place; the
 * grid's title hydrates with the page, outside the boundary.
 */
import { renderToString } from 'react-dom/server';
import { LabCartProvider } from '@/components/lab-cart/lab-cart-provider';
import { LabGrid } from '@/components/lab/lab-catalogue';
import type { LabCard } from '@/lib/lab/types';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/lab-tests',
  useSearchParams: () => new URLSearchParams(),
}));

const card = (id: number): LabCard => ({
  id,
  slug: `test-${id}`,
  name: `Test ${id}`,
  kind: 'test',
  summary: 'Why it is taken.',
  categorySlug: 'blood',
  testCount: 0,
  testIds: [],
  fastingHours: 0,
  reportHours: 24,
  pricePaise: 50_000,
  mrpPaise: 60_000,
  discountPercent: 17,
  image: '/images/lab/test.svg',
});

function gridHtml(items: LabCard[], empty?: string) {
  return renderToString(
    <LabCartProvider>
      <LabGrid id="lab-tests" title="Most booked tests" items={items} empty={empty} />
    </LabCartProvider>,
  );
}

describe('LabGrid', () => {
  it('is one hydration boundary around its cards, which stay in the HTML; the title is outside', () => {
    const html = gridHtml([1, 2, 3].map(card));
    expect(html.match(/<!--&-->/g)).toHaveLength(1);
    const inside = /<!--&-->([\s\S]*)<!--\/&-->/.exec(html)![1];
    expect(inside).toMatch(/^<ul role="list"/);
    for (const id of [1, 2, 3]) expect(inside).toContain(`href="/lab-tests/test-${id}"`);
    const outside = html.replace(inside, '');
    expect(outside).toContain('Most booked tests</h2>');
    expect(inside).not.toContain('</h2>');
  });

  it('says its empty text without a boundary, and draws nothing when it has none', () => {
    const html = gridHtml([], 'No tests in this category yet.');
    expect(html).toContain('No tests in this category yet.');
    expect(html).not.toContain('<!--&-->');
    expect(gridHtml([])).toBe('');
  });
});
