/**
 * Filter and sort state of the category listing (pharmacy.md sections 4, 5 and 9). The state
 * lives in the URL: the path names the category (`/category/{slug}`, or `/category/all` when no
 * category is chosen) and the query holds brands, price range, discount, sort and page. These
 * pure functions are shared by the server (which turns the state into SQL) and the filter UI.
 */

/** Path segment meaning "no category chosen": every medicine, breadcrumb 'Total Items'. */
export const ALL_CATEGORIES_SLUG = 'all';

/** Price ranges in rupees, inclusive at both ends, on the selling price. */
export const PRICE_RANGES = [
  { key: '0-500', min: 0, max: 500 },
  { key: '500-1000', min: 500, max: 1000 },
  { key: '1000-2000', min: 1000, max: 2000 },
  { key: '2000-3000', min: 2000, max: 3000 },
  { key: '3000-5000', min: 3000, max: 5000 },
] as const;
export type PriceRangeKey = (typeof PRICE_RANGES)[number]['key'];

/** Discount filters: keep products whose discount is at least this many percent. */
export const DISCOUNT_OPTIONS = [5, 10, 15, 20, 30] as const;

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'recommended', label: 'Recommended' },
  { value: 'high-low', label: 'Price High to Low' },
  { value: 'low-high', label: 'Price Low to High' },
  { value: 'discount-low-high', label: 'Discount Low to High' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = 'relevance';

export const LISTING_PAGE_SIZE = 24;

export type ListingState = {
  /** Category slug, or null for every category. */
  category: string | null;
  /** Brand names, matched exactly; several may be chosen. */
  brands: string[];
  price: PriceRangeKey | null;
  discount: number | null;
  sort: SortValue;
  page: number;
};

export type SearchParamsInput = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const all = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());

/** Reads the state from the route segment and the query; unknown values are ignored. */
export function parseListingState(slug: string, params: SearchParamsInput): ListingState {
  const price = first(params.price);
  const discount = Number(first(params.discount));
  const sort = first(params.sort);
  const page = Number(first(params.page));
  const brands = [
    ...new Set(
      all(params.brand)
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
  return {
    category: slug === ALL_CATEGORIES_SLUG ? null : slug,
    brands: brands.sort((a, b) => a.localeCompare(b)),
    price: PRICE_RANGES.some((r) => r.key === price) ? (price as PriceRangeKey) : null,
    discount: (DISCOUNT_OPTIONS as readonly number[]).includes(discount) ? discount : null,
    sort: SORT_OPTIONS.some((o) => o.value === sort) ? (sort as SortValue) : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The shareable address of a state; defaults are left out so links stay short. */
export function listingHref(state: ListingState): string {
  const query = new URLSearchParams();
  for (const brand of state.brands) query.append('brand', brand);
  if (state.price) query.set('price', state.price);
  if (state.discount !== null) query.set('discount', String(state.discount));
  if (state.sort !== DEFAULT_SORT) query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  const qs = query.toString();
  return `/category/${state.category ?? ALL_CATEGORIES_SLUG}${qs ? `?${qs}` : ''}`;
}

// Every filter change starts again from the first page.
/** The filters changed as `change` says; a new choice of filters starts at the first page. */
export const withFilters = (state: ListingState, change: Partial<ListingState>): ListingState => ({
  ...state,
  ...change,
  page: 1,
});

/** One category at most; choosing the selected one again clears it. */
export function toggleCategory(state: ListingState, slug: string): ListingState {
  return withFilters(state, { category: state.category === slug ? null : slug });
}

/** Several brands may be chosen; each click adds or removes one. */
export function toggleBrand(state: ListingState, brand: string): ListingState {
  const brands = state.brands.includes(brand)
    ? state.brands.filter((b) => b !== brand)
    : [...state.brands, brand].sort((a, b) => a.localeCompare(b));
  return withFilters(state, { brands });
}

/** Exactly these brands (those ticked before the page hydrated, taken at once). */
export function withBrands(state: ListingState, brands: string[]): ListingState {
  return withFilters(state, { brands: [...new Set(brands)].sort((a, b) => a.localeCompare(b)) });
}

/** One price range; choosing it again removes it. */
export function togglePrice(state: ListingState, key: PriceRangeKey): ListingState {
  return withFilters(state, { price: state.price === key ? null : key });
}

/** One discount threshold; choosing it again removes it. */
export function toggleDiscount(state: ListingState, percent: number): ListingState {
  return withFilters(state, { discount: state.discount === percent ? null : percent });
}

/** 'clear' resets every filter, the category included; the sort order is kept. */
export function clearFilters(state: ListingState): ListingState {
  return withFilters(state, { category: null, brands: [], price: null, discount: null });
}

/** What a visitor pressed on a listing's filters before they could answer (early-taps.md). */
export type EarlyPresses = {
  cleared: boolean;
  categories: string[];
  prices: PriceRangeKey[];
  discounts: number[];
  /** Brand boxes ticked and unticked. */
  ticked: string[];
  unticked: string[];
};

/**
 * The change those presses make, as one: 'clear' first, then each choice turned on or off from
 * `drawn` (what the visitor saw: pressing a choice that was on, and 'clear', both take it off),
 * what was turned off before what was turned on (one category, price or discount off and another
 * on ends with the new one, whichever comes first in the list), then the brand boxes. Null when
 * nothing was pressed.
 */
export function earlyChange(
  drawn: ListingState,
  pressed: EarlyPresses,
): ((state: ListingState) => ListingState) | null {
  const { cleared, categories, prices, discounts, ticked, unticked } = pressed;
  const flips: Partial<ListingState>[] = [
    ...categories.map((slug) => ({ category: toggleCategory(drawn, slug).category })),
    ...prices.map((key) => ({ price: togglePrice(drawn, key).price })),
    ...discounts.map((percent) => ({ discount: toggleDiscount(drawn, percent).discount })),
  ];
  const boxes = ticked.length > 0 || unticked.length > 0;
  if (!cleared && flips.length === 0 && !boxes) return null;
  const turnsOn = (flip: Partial<ListingState>) => Number(Object.values(flip)[0] !== null);
  flips.sort((a, b) => turnsOn(a) - turnsOn(b));
  return (state) => {
    const chosen = flips.reduce<ListingState>(
      (next, flip) => withFilters(next, flip),
      cleared ? clearFilters(state) : state,
    );
    if (!boxes) return chosen;
    return withBrands(chosen, [...chosen.brands.filter((b) => !unticked.includes(b)), ...ticked]);
  };
}

export function withSort(state: ListingState, sort: SortValue): ListingState {
  return { ...state, sort, page: 1 };
}

export function activeFilterCount(state: ListingState): number {
  return (
    (state.category ? 1 : 0) +
    state.brands.length +
    (state.price ? 1 : 0) +
    (state.discount ? 1 : 0)
  );
}

/** The bounds of a price range in paise, inclusive. */
export function priceBoundsPaise(key: PriceRangeKey): { min: number; max: number } {
  const range = PRICE_RANGES.find((r) => r.key === key)!;
  return { min: range.min * 100, max: range.max * 100 };
}

/**
 * How each sort option orders the listing (docs/decisions/listing-sort.md). Not the spec's
 * letter, which sorts every option by discount: prices by the selling price the card shows,
 * discounts by discount, and Recommended by what can be bought now, over the counter, and sells
 * (in that order). Every order ends with name and id, so equal keys keep a stable order.
 */
export type ListingOrder =
  | { by: 'catalogue' }
  | { by: 'price' | 'discount'; direction: 'asc' | 'desc' }
  | { by: 'recommended' };

export function listingOrder(sort: SortValue): ListingOrder {
  switch (sort) {
    case 'high-low':
      return { by: 'price', direction: 'desc' };
    case 'low-high':
      return { by: 'price', direction: 'asc' };
    case 'discount-low-high':
      return { by: 'discount', direction: 'asc' };
    case 'recommended':
      return { by: 'recommended' };
    case 'relevance':
      return { by: 'catalogue' };
  }
}

export function priceRangeLabel(key: PriceRangeKey): string {
  const range = PRICE_RANGES.find((r) => r.key === key)!;
  return `₹${range.min} - ₹${range.max}`;
}
