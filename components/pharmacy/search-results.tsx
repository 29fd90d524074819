import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import emptyNote from '@/components/ui/empty-note.module.css';
import type { ListingPage } from '@/lib/pharmacy/types';
import { MedicineSearch } from './medicine-search';
import { ProductGrid } from './product-grid';
import { SEARCH_PATH, searchHref } from './search-paths';
import listing from './category-listing.module.css';

type Props = {
  query: string;
  /** Why the query was not searched (too long, hidden characters); shown instead of results. */
  problem: string | null;
  results: (ListingPage & { similar: boolean }) | null;
};

/** /pharmacy/search: every medicine whose name contains the query, a page at a time. */
export function SearchResults({ query, problem, results }: Props) {
  const heading = query && !problem ? `Results for “${query}”` : 'Search medicines';
  return (
    <div className={`container ${listing.page}`}>
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: 'Pharmacy', href: '/pharmacy' },
          { name: 'Search', href: SEARCH_PATH },
        ]}
      />
      <MedicineSearch initialQuery={problem ? '' : query} />
      <header className={listing.header}>
        <div>
          <h1 className={listing.title}>{heading}</h1>
          {results && (
            <p className={listing.count}>
              {results.similar
                ? `No name contains “${query}”; similar names:`
                : `${results.total} ${results.total === 1 ? 'product' : 'products'}`}
            </p>
          )}
        </div>
      </header>
      {problem ? (
        <p role="alert" className={`${emptyNote.large} ${listing.empty}`}>
          {problem}
        </p>
      ) : (
        <ProductGrid
          listing={results ?? { items: [], total: 0, page: 1, pageCount: 1 }}
          empty="No results found"
          href={(page) => searchHref(query, page)}
        />
      )}
    </div>
  );
}
