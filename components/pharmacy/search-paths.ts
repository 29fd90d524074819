/** The pharmacy's search results page (app/(site)/pharmacy/search). */
export const SEARCH_PATH = '/pharmacy/search';

/** Where the pincode box sends a pincode before (or without) script: a page that answers it. */
export const DELIVERY_CHECK_PATH = '/pharmacy/delivery';

/** The address of one page of results for `query`. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params}`;
}
