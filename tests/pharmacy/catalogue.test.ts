import { queryListing } from '@/lib/pharmacy/queries';
import { queryMedicineBySlug, queryRelatedMedicines } from '@/lib/pharmacy/medicine-queries';
import { searchMedicines } from '@/lib/pharmacy/search-queries';
import { parseListingState, type SearchParamsInput } from '@/lib/pharmacy/filters';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertPharmacyFixture } from './fixtures';

describe.each(engines)('pharmacy catalogue on %s', (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine);
    await insertPharmacyFixture(t.db);
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

    it('sorts by the discount field as the spec says; Relevance and Recommended keep the catalogue order', async () => {
      const discounts = async (sort: string) =>
        (await listing('all', { sort })).items.map((m) => m.discountPercent);
      expect(await discounts('high-low')).toEqual([31, 25, 25, 20, 17, 17, 17, 10, 9, 4, 0]);
      expect(await discounts('low-high')).toEqual([0, 4, 9, 10, 17, 17, 17, 20, 25, 25, 31]);
      expect(await discounts('discount-low-high')).toEqual(await discounts('low-high'));
      const catalogue = names((await listing('all')).items);
      expect(catalogue[0]).toBe('Paracetamol 500mg Tablet');
      expect(names((await listing('all', { sort: 'recommended' })).items)).toEqual(catalogue);
    });
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
