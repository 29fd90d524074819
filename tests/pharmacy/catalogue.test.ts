import { queryCartSuggestions, queryListing } from '@/lib/pharmacy/queries';
import { queryMedicineBySlug, queryRelatedMedicines } from '@/lib/pharmacy/medicine-queries';
import {
  countMedicineMatches,
  searchMedicinePage,
  searchMedicines,
} from '@/lib/pharmacy/search-queries';
import { searchQueryProblem } from '@/lib/search/name-search';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@/lib/validation/input-shape';
import { parseListingState, type SearchParamsInput } from '@/lib/pharmacy/filters';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertPharmacyFixture, sell, type Fixture } from './fixtures';
import { eq } from 'drizzle-orm';
import { medicines } from '@/lib/db/schema';

describe.each(engines)('pharmacy catalogue on %s', (engine) => {
  let t: TestDb;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await createTestDb(engine);
    fixture = await insertPharmacyFixture(t.db);
  });
  afterAll(() => t.drop());

  const names = (rows: { name: string }[]) => rows.map((r) => r.name);
  const listing = async (slug: string, params: SearchParamsInput = {}) => {
    const page = await queryListing(t.db, parseListingState(slug, params));
    if (!page) throw new Error('unknown category');
    return page;
  };

  describe('search', () => {
    it('matches a substring of the name, whatever the case, prefix matches first', async () => {
      const rows = await searchMedicines(t.db, 'PARACETAMOL');
      expect(names(rows)).toEqual([
        'Paracetamol 500mg Tablet',
        'Paracetamol 650mg Tablet',
        'Aceclofenac Paracetamol Tablet',
      ]);
      expect(rows.every((r) => r.exact)).toBe(true);
      expect(rows[0]).toMatchObject({
        slug: 'paracetamol-500mg-tablet',
        image: '/images/medicines/m0.svg',
      });
    });

    it('finds a medicine typed with a small typo, after the exact matches', async () => {
      const typo = await searchMedicines(t.db, 'paracetmol');
      expect(typo.length).toBeGreaterThan(0);
      expect(typo.every((r) => !r.exact)).toBe(true);
      expect(names(typo)).toContain('Paracetamol 500mg Tablet');

      const mixed = await searchMedicines(t.db, 'vitamin c', 8);
      expect(mixed[0]).toMatchObject({ name: 'Vitamin C 500mg Chewable', exact: true });
      expect(mixed.slice(1).length).toBeGreaterThan(0);
      expect(mixed.slice(1).every((r) => !r.exact)).toBe(true);
      expect(names(mixed)).toContain('Vitamin D3 60000 IU Capsule');
    });

    it('answers nothing for an empty box or an unrelated word, and treats % and _ literally', async () => {
      expect(await searchMedicines(t.db, '   ')).toEqual([]);
      expect(await searchMedicines(t.db, 'zzqxw')).toEqual([]);
      expect(await searchMedicines(t.db, '%')).toEqual([]);
      expect(await searchMedicines(t.db, '_')).toEqual([]);
    });
  });

  describe('results page', () => {
    it('lists every medicine whose name contains the query, in pages, with their count', async () => {
      const found = await searchMedicinePage(t.db, 'TABLET', 1);
      expect(found).toMatchObject({ total: 7, page: 1, pageCount: 1, similar: false });
      expect(found.items).toHaveLength(7);
      expect(await countMedicineMatches(t.db, 'tablet')).toBe(7);
      // A page past the end shows the last one.
      expect((await searchMedicinePage(t.db, 'tablet', 9)).page).toBe(1);
    });

    it('offers near matches when no name contains a typo, and nothing for nothing', async () => {
      const typo = await searchMedicinePage(t.db, 'paracetmol', 1);
      expect(typo.similar).toBe(true);
      expect(names(typo.items)).toContain('Paracetamol 500mg Tablet');
      expect(await searchMedicinePage(t.db, 'zzqxw', 1)).toMatchObject({ total: 0, items: [] });
    });

    it('says why a query that is too long or has control characters is not searched', () => {
      expect(searchQueryProblem('paracetamol')).toBeNull();
      expect(searchQueryProblem('a'.repeat(61))).toBe(
        'Please shorten your search to 60 characters or fewer.',
      );
      expect(searchQueryProblem('para\u0000cetamol')).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
    });
  });

  describe('category listing', () => {
    it('lists one category, or every medicine for "all", and refuses an unknown slug', async () => {
      expect((await listing('pain-relief')).total).toBe(5);
      expect((await listing('cold--cough')).category?.name).toBe('Cold & Cough');
      expect((await listing('all')).total).toBe(11);
      expect(await queryListing(t.db, parseListingState('no-such-category', {}))).toBeNull();
    });

    it('filters several brands, an inclusive price range and a minimum discount in SQL', async () => {
      expect(names((await listing('all', { brand: ['Himalaya'] })).items)).toEqual([
        'Diclofenac Gel 30g',
        'Cough Syrup 100ml',
        'Vitamin C 500mg Chewable',
      ]);
      expect((await listing('all', { brand: ['Himalaya', 'Cipla'] })).total).toBe(7);
      // 500-1000 includes both ends: 500 and 1000 rupees.
      expect(names((await listing('all', { price: '500-1000' })).items)).toEqual([
        'Ibuprofen 400mg Tablet',
        'Diclofenac Gel 30g',
      ]);
      expect(names((await listing('all', { price: '3000-5000' })).items)).toEqual([
        'Azithromycin 500mg Tablet',
        'Vitamin D3 60000 IU Capsule',
        'Multivitamin Daily Tablet',
      ]);
      expect(
        (await listing('all', { discount: '20' })).items.every((m) => m.discountPercent >= 20),
      ).toBe(true);
      expect((await listing('all', { discount: '20' })).total).toBe(4);
      expect((await listing('pain-relief', { brand: 'Cipla', discount: '5' })).total).toBe(1);
    });

    it('sorts prices by the selling price shown and discounts by discount, equal keys by name', async () => {
      const prices = async (sort: string) =>
        (await listing('all', { sort })).items.map((m) => m.pricePaise / 100);
      expect(await prices('low-high')).toEqual([
        25, 30, 45, 120, 150, 500, 1000, 2000, 3000, 4999, 5000,
      ]);
      expect(await prices('high-low')).toEqual([
        5000, 4999, 3000, 2000, 1000, 500, 150, 120, 45, 30, 25,
      ]);
      expect(names((await listing('all', { sort: 'discount-low-high' })).items)).toEqual([
        'Multivitamin Daily Tablet',
        'Ibuprofen 400mg Tablet',
        'Diclofenac Gel 30g',
        'Paracetamol 650mg Tablet',
        'Aceclofenac Paracetamol Tablet',
        'Azithromycin 500mg Tablet',
        'Cetirizine 10mg Tablet',
        'Cough Syrup 100ml',
        'Paracetamol 500mg Tablet',
        'Vitamin C 500mg Chewable',
        'Vitamin D3 60000 IU Capsule',
      ]);
      expect(names((await listing('all')).items)[0]).toBe('Paracetamol 500mg Tablet');
    });

    it('recommends what can be bought now, over the counter first, then by units sold', async () => {
      await sell(t.db, fixture, 'placed', {
        'Cough Syrup 100ml': 3,
        'Azithromycin 500mg Tablet': 9,
      });
      await sell(t.db, fixture, 'delivered', { 'Vitamin C 500mg Chewable': 2 });
      // A cancelled order sold nothing.
      await sell(t.db, fixture, 'cancelled', { 'Paracetamol 650mg Tablet': 5 });
      await t.db
        .update(medicines)
        .set({ stock: 0 })
        .where(eq(medicines.id, fixture.ids['Vitamin D3 60000 IU Capsule']));
      try {
        expect(names((await listing('all', { sort: 'recommended' })).items)).toEqual([
          'Cough Syrup 100ml',
          'Vitamin C 500mg Chewable',
          'Cetirizine 10mg Tablet',
          'Diclofenac Gel 30g',
          'Ibuprofen 400mg Tablet',
          'Multivitamin Daily Tablet',
          'Paracetamol 500mg Tablet',
          'Paracetamol 650mg Tablet',
          'Azithromycin 500mg Tablet',
          'Aceclofenac Paracetamol Tablet',
          'Vitamin D3 60000 IU Capsule',
        ]);
      } finally {
        await t.db
          .update(medicines)
          .set({ stock: 1000 })
          .where(eq(medicines.id, fixture.ids['Vitamin D3 60000 IU Capsule']));
      }
    });
  });

  it('suggests for a cart over-the-counter items in stock of its categories, never what it holds', async () => {
    const paracetamol = fixture.ids['Paracetamol 500mg Tablet'];
    const all = names(await queryCartSuggestions(t.db, [paracetamol], 20));
    // Pain Relief first (by units sold, then name), then other OTC items; no prescription ones.
    expect(all.slice(0, 3)).toEqual([
      'Diclofenac Gel 30g',
      'Ibuprofen 400mg Tablet',
      'Paracetamol 650mg Tablet',
    ]);
    expect(all).toHaveLength(8);
    expect(all).not.toContain('Paracetamol 500mg Tablet');
    expect(all).not.toContain('Aceclofenac Paracetamol Tablet');
    expect(all).not.toContain('Azithromycin 500mg Tablet');
    const cough = fixture.ids['Cough Syrup 100ml'];
    await t.db.update(medicines).set({ stock: 0 }).where(eq(medicines.id, cough));
    try {
      expect(names(await queryCartSuggestions(t.db, [paracetamol], 20))).not.toContain(
        'Cough Syrup 100ml',
      );
    } finally {
      await t.db.update(medicines).set({ stock: 1000 }).where(eq(medicines.id, cough));
    }
  });

  it('reads a medicine with its category, brand and related products', async () => {
    const medicine = await queryMedicineBySlug(t.db, 'cetirizine-10mg-tablet');
    expect(medicine).toMatchObject({
      categoryName: 'Cold & Cough',
      brandName: 'Cipla',
      pricePaise: 2500,
    });
    expect(await queryMedicineBySlug(t.db, 'nope')).toBeNull();
    const related = await queryRelatedMedicines(t.db, medicine!.id, 5);
    expect(names(related)).toEqual(['Cough Syrup 100ml', 'Azithromycin 500mg Tablet']);
  });
});
