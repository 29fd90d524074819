import type { Metadata } from 'next';
import { SearchResults } from '@/components/pharmacy/search-results';
import { SEARCH_PATH } from '@/components/pharmacy/search-paths';
import { getDb } from '@/lib/db';
import { searchMedicinePage } from '@/lib/pharmacy/search-queries';
import { normaliseQuery, searchQueryProblem } from '@/lib/search/name-search';
import { buildMetadata } from '@/lib/seo/metadata';

type Props = { searchParams: Promise<{ q?: string | string[]; page?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

// A search is the catalogue again: never indexed.
export const metadata: Metadata = buildMetadata({
  title: 'Search medicines',
  description: 'Search Saithunga Pharmacy’s medicines by name.',
  path: SEARCH_PATH,
  noindex: true,
});

/**
 * /pharmacy/search?q=&page= (issue 51): what the search box's Enter and 'See all N results'
 * open. Rendered per request from the query (not personal data); a query that cannot be searched
 * as typed is answered with why, never an error page.
 */
export default async function PharmacySearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const raw = one(params.q);
  const problem = searchQueryProblem(raw);
  const query = normaliseQuery(raw);
  const page = Number(one(params.page));
  const results =
    problem || !query
      ? null
      : await searchMedicinePage(await getDb(), query, Number.isInteger(page) ? page : 1);
  return <SearchResults query={problem ? '' : query} problem={problem} results={results} />;
}
