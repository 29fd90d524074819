import {
  activeFilterCount,
  clearFilters,
  earlyChange,
  type EarlyPresses,
  listingOrder,
  listingHref,
  parseListingState,
  priceBoundsPaise,
  PRICE_RANGES,
  SORT_OPTIONS,
  toggleBrand,
  toggleCategory,
  toggleDiscount,
  togglePrice,
  withSort,
} from '@/lib/pharmacy/filters';
import { categorySlug } from '@/lib/pharmacy/slug';

const NONE: EarlyPresses = {
  cleared: false,
  categories: [],
  prices: [],
  discounts: [],
  ticked: [],
  unticked: [],
};

describe('category slug (pharmacy.md section 2)', () => {
  it('lower-cases, turns each space into a hyphen and drops everything outside a-z, 0-9 and hyphen', () => {
    expect(categorySlug('Pain Relief')).toBe('pain-relief');
    expect(categorySlug('Cold & Cough')).toBe('cold--cough');
    expect(categorySlug("Mother's Care 2")).toBe('mothers-care-2');
    expect(categorySlug('Ayurveda (Herbal)')).toBe('ayurveda-herbal');
    expect(categorySlug('Skin_Care')).toBe('skincare');
  });
});

describe('listing state', () => {
  const base = parseListingState('pain-relief', {});

  it('starts from the route category with no other filter and Relevance', () => {
    expect(base).toEqual({
      category: 'pain-relief',
      brands: [],
      price: null,
      discount: null,
      sort: 'relevance',
      page: 1,
    });
    expect(parseListingState('all', {}).category).toBeNull();
  });

  it('reads brands, price, discount, sort and page from the query and ignores unknown values', () => {
    const state = parseListingState('all', {
      brand: ['Sun Pharma', 'Cipla', 'Cipla', ''],
      price: '500-1000',
      discount: '15',
      sort: 'high-low',
      page: '3',
    });
    expect(state).toEqual({
      category: null,
      brands: ['Cipla', 'Sun Pharma'],
      price: '500-1000',
      discount: 15,
      sort: 'high-low',
      page: 3,
    });
    expect(
      parseListingState('all', { price: '1-2', discount: '12', sort: 'cheap', page: '-1' }),
    ).toMatchObject({
      price: null,
      discount: null,
      sort: 'relevance',
      page: 1,
    });
  });

  it('writes the state back into a shareable address, leaving defaults out', () => {
    expect(listingHref(base)).toBe('/category/pain-relief');
    const href = listingHref({
      ...base,
      category: null,
      brands: ['Cipla', 'Sun Pharma'],
      price: '0-500',
      discount: 5,
      sort: 'low-high',
      page: 2,
    });
    expect(href).toBe(
      '/category/all?brand=Cipla&brand=Sun+Pharma&price=0-500&discount=5&sort=low-high&page=2',
    );
    const [path, query] = href.split('?');
    expect(
      parseListingState(
        path.split('/')[2],
        Object.fromEntries(
          [...new URLSearchParams(query)].reduce(
            (m, [k, v]) => m.set(k, [...(m.get(k) ?? []), v]),
            new Map<string, string[]>(),
          ),
        ),
      ),
    ).toMatchObject({ brands: ['Cipla', 'Sun Pharma'], discount: 5, page: 2 });
  });

  it('allows one category; choosing the selected one again clears it', () => {
    expect(toggleCategory(base, 'vitamins').category).toBe('vitamins');
    expect(toggleCategory(base, 'pain-relief').category).toBeNull();
  });

  it('allows several brands, one price range and one discount, each toggling', () => {
    const two = toggleBrand(toggleBrand(base, 'Sun Pharma'), 'Cipla');
    expect(two.brands).toEqual(['Cipla', 'Sun Pharma']);
    expect(toggleBrand(two, 'Cipla').brands).toEqual(['Sun Pharma']);
    const priced = togglePrice(base, '0-500');
    expect(togglePrice(priced, '500-1000').price).toBe('500-1000');
    expect(togglePrice(priced, '0-500').price).toBeNull();
    expect(toggleDiscount(toggleDiscount(base, 10), 20).discount).toBe(20);
    expect(toggleDiscount(toggleDiscount(base, 10), 10).discount).toBeNull();
  });

  it('goes back to page 1 on every change; clear resets every filter and keeps the sort', () => {
    const deep = {
      ...base,
      page: 4,
      sort: 'high-low' as const,
      brands: ['Cipla'],
      price: '0-500' as const,
      discount: 5,
    };
    expect(toggleBrand(deep, 'Himalaya').page).toBe(1);
    expect(withSort(deep, 'low-high')).toMatchObject({ sort: 'low-high', page: 1 });
    expect(activeFilterCount(deep)).toBe(4);
    expect(clearFilters(deep)).toEqual({
      category: null,
      brands: [],
      price: null,
      discount: null,
      sort: 'high-low',
      page: 1,
    });
  });
});

describe('the spec constants', () => {
  it('has the five price ranges in rupees, inclusive, as paise bounds', () => {
    expect(PRICE_RANGES.map((r) => r.key)).toEqual([
      '0-500',
      '500-1000',
      '1000-2000',
      '2000-3000',
      '3000-5000',
    ]);
    expect(priceBoundsPaise('500-1000')).toEqual({ min: 50000, max: 100000 });
  });

  it('sorts prices by price, discounts by discount, Recommended by its own order, Relevance by the catalogue', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Relevance',
      'Recommended',
      'Price High to Low',
      'Price Low to High',
      'Discount Low to High',
    ]);
    expect(listingOrder('high-low')).toEqual({ by: 'price', direction: 'desc' });
    expect(listingOrder('low-high')).toEqual({ by: 'price', direction: 'asc' });
    expect(listingOrder('discount-low-high')).toEqual({ by: 'discount', direction: 'asc' });
    expect(listingOrder('relevance')).toEqual({ by: 'catalogue' });
    expect(listingOrder('recommended')).toEqual({ by: 'recommended' });
  });
});

describe('presses made before the filters hydrated (early-taps.md)', () => {
  const drawn = parseListingState('all', {
    brand: ['Cipla', 'Sun Pharma'],
    price: '0-500',
    sort: 'high-low',
    page: '2',
  });
  const apply = (pressed: Partial<EarlyPresses>, state = drawn) =>
    earlyChange(drawn, { ...NONE, ...pressed })?.(state);

  it('makes no change when nothing was pressed', () => {
    expect(earlyChange(drawn, NONE)).toBeNull();
  });

  it('flips each pressed choice from what the visitor saw, on the state it is applied to', () => {
    // The sort changed early too: the flips keep it.
    const sorted = withSort(drawn, 'low-high');
    expect(
      apply({ categories: ['pain-relief'], prices: ['0-500'], discounts: [15] }, sorted),
    ).toEqual({
      ...sorted,
      category: 'pain-relief',
      price: null,
      discount: 15,
      page: 1,
    });
    // The range the visitor saw on is turned off, even when another is on by the time it applies.
    expect(apply({ prices: ['0-500'] }, { ...sorted, price: '500-1000' })?.price).toBeNull();
  });

  it("takes 'clear' first, so a choice pressed with it turns off only if it was on", () => {
    expect(apply({ cleared: true })).toEqual(clearFilters(drawn));
    expect(apply({ cleared: true, prices: ['0-500'], discounts: [10] })).toEqual({
      ...clearFilters(drawn),
      discount: 10,
    });
  });

  it('ends with the category, range or discount turned on, whichever comes first in the list', () => {
    const chosen = { ...drawn, category: 'vitamins', discount: 20 };
    expect(
      earlyChange(chosen, {
        ...NONE,
        categories: ['pain-relief', 'vitamins'],
        discounts: [10, 20],
      })?.(chosen),
    ).toMatchObject({ category: 'pain-relief', discount: 10 });
    // '0-500' was on and is listed before '500-1000', and the other way round.
    expect(drawn.price).toBe('0-500');
    expect(apply({ prices: ['0-500', '500-1000'] })?.price).toBe('500-1000');
    const other = { ...drawn, price: '500-1000' as const };
    expect(earlyChange(other, { ...NONE, prices: ['0-500', '500-1000'] })?.(other).price).toBe(
      '0-500',
    );
  });

  it('ticks and unticks the brand boxes changed early, after the choices', () => {
    expect(apply({ cleared: true, ticked: ['Abbott'] })?.brands).toEqual(['Abbott']);
    expect(apply({ ticked: ['Abbott'], unticked: ['Cipla'] })).toEqual({
      ...drawn,
      brands: ['Abbott', 'Sun Pharma'],
      page: 1,
    });
  });
});
