/**
 * The lab-test catalogue (issue 17) on both engines: the seed's tests and packages (at least 60
 * and 15, each package's tests present, prices under their MRP), the category and popular cards,
 * the typo-tolerant search across tests and packages, and one item's page data (a package's
 * tests with their count, the packages that include a test).
 */
import { buildLabCatalogue, LAB_CATEGORIES } from '@/lib/seed/content/lab-tests';
import { writeLab } from '@/lib/seed/write-lab';
import { queryLabCards, queryLabCategories, queryLabItem, searchLabCards } from '@/lib/lab/queries';
import { fastingLabel, reportLabel, samplesToCollect, testCountLabel } from '@/lib/lab/display';
import { createTestDb, engines, type TestDb } from '../helpers/db';

describe('the seed catalogue', () => {
  const items = buildLabCatalogue();
  const tests = items.filter((i) => i.kind === 'test');
  const packages = items.filter((i) => i.kind === 'package');

  it('has at least 60 tests and 15 packages with unique addresses', () => {
    expect(tests.length).toBeGreaterThanOrEqual(60);
    expect(packages.length).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.slug)).size).toBe(items.length);
  });

  it('prices every item under its MRP, with the discount it says', () => {
    for (const item of items) {
      expect(item.pricePaise).toBeGreaterThan(0);
      expect(item.pricePaise).toBeLessThanOrEqual(item.mrpPaise);
      expect(item.discountPercent).toBe(
        Math.round(((item.mrpPaise - item.pricePaise) / item.mrpPaise) * 100),
      );
    }
  });

  it('gives a package the strictest fasting and the longest report time of its tests', () => {
    const bySlug = new Map(items.map((i) => [i.slug, i]));
    for (const p of packages) {
      const parts = p.includes.map((slug) => bySlug.get(slug)!);
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(p.fastingHours).toBe(Math.max(...parts.map((t) => t.fastingHours)));
      expect(p.reportHours).toBe(Math.max(...parts.map((t) => t.reportHours)));
      // A package is cheaper than its tests bought one by one.
      expect(p.pricePaise).toBeLessThan(parts.reduce((sum, t) => sum + t.pricePaise, 0));
    }
  });

  it('has the home page advert’s package', () => {
    expect(packages.map((p) => p.slug)).toContain('comprehensive-health-check-up');
  });
});

describe('display labels', () => {
  it('says fasting, report time and a package’s size', () => {
    expect(fastingLabel(0)).toBe('No fasting needed');
    expect(fastingLabel(10)).toBe('Fasting 10 to 12 hours');
    expect(fastingLabel(12)).toBe('Fasting 12 hours');
    expect(reportLabel(12)).toBe('Report in 12 hours');
    expect(reportLabel(24)).toBe('Report in 24 hours');
    expect(reportLabel(72)).toBe('Report in 3 days');
    expect(testCountLabel(1)).toBe('Includes 1 test');
    expect(testCountLabel(19)).toBe('Includes 19 tests');
  });

  it("names each sample of an order's home visit once", () => {
    expect(
      samplesToCollect([
        { sampleTypes: ['Blood'] },
        { sampleTypes: ['Blood', 'Urine'] },
        { sampleTypes: ['Stool'] },
      ]),
    ).toBe('Blood, Urine, Stool');
    expect(samplesToCollect([{ sampleTypes: [] }])).toBe('no sample listed');
  });
});

describe.each(engines)('the lab catalogue on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await writeLab(t.db);
  }, 180_000);
  afterAll(() => t.drop());

  it('lists the categories in order, and one category’s packages and tests', async () => {
    const categories = await queryLabCategories(t.db);
    expect(categories.map((c) => c.name)).toEqual([...LAB_CATEGORIES]);
    const thyroid = await queryLabCards(t.db, { kind: 'test', categorySlug: 'thyroid' });
    expect(thyroid.map((c) => c.name)).toContain('TSH (Thyroid Stimulating Hormone)');
    expect(thyroid.every((c) => c.categorySlug === 'thyroid' && c.kind === 'test')).toBe(true);
    const packages = await queryLabCards(t.db, { kind: 'package', categorySlug: 'thyroid' });
    expect(packages.map((c) => c.name)).toEqual(['Thyroid Care Package']);
    expect(packages[0].testCount).toBe(4);
    // A package's card names its tests' ids (the lab cart's conflict rule); a test's names none.
    expect(packages[0].testIds).toHaveLength(4);
    const freeT4 = thyroid.find((c) => c.name === 'Free T4')!;
    expect(packages[0].testIds).toContain(freeT4.id);
    expect(thyroid.every((c) => c.testCount === 0 && c.testIds.length === 0)).toBe(true);
  });

  it('shows popular packages cheapest first, and popular tests by name', async () => {
    const packages = await queryLabCards(t.db, { kind: 'package', popularOnly: true });
    expect(packages.length).toBeGreaterThanOrEqual(6);
    const prices = packages.map((p) => p.pricePaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const tests = await queryLabCards(t.db, { kind: 'test', popularOnly: true });
    expect(tests.map((c) => c.name)).toContain('Lipid Profile');
  });

  it('finds tests and packages by part of the name, and through a typo', async () => {
    const thyroid = await searchLabCards(t.db, 'thyroid');
    expect(thyroid.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Thyroid Care Package', 'TSH (Thyroid Stimulating Hormone)']),
    );
    expect((await searchLabCards(t.db, 'HBA1C'))[0].name).toBe('HbA1c (Glycated Haemoglobin)');
    const typo = await searchLabCards(t.db, 'vitamn d');
    expect(typo.map((c) => c.name)).toContain('Vitamin D (25-OH)');
    expect(await searchLabCards(t.db, 'zzzzqqqq')).toEqual([]);
    expect(await searchLabCards(t.db, '%')).toEqual([]);
    expect(await searchLabCards(t.db, '   ')).toEqual([]);
  });

  it('gives a package its tests and count, and a test the packages that include it', async () => {
    const full = await queryLabItem(t.db, 'comprehensive-health-check-up');
    expect(full).toMatchObject({ kind: 'package', categoryName: 'Full Body' });
    expect(full!.includes).toHaveLength(full!.testCount);
    expect(full!.testIds).toHaveLength(full!.testCount);
    expect(full!.includes.map((i) => i.name)).toContain('Lipid Profile');
    expect(full!.related.every((r) => r.kind === 'package' && r.slug !== full!.slug)).toBe(true);
    const tsh = await queryLabItem(t.db, 'tsh-thyroid-stimulating-hormone');
    expect(tsh!.parameters).toEqual(['TSH']);
    expect(tsh!.related.map((r) => r.name)).toContain('Basic Full Body Check-up');
    expect(tsh!.related.every((r) => r.testIds.includes(tsh!.id))).toBe(true);
    expect(tsh!.faqs[0].question).toBe(
      'Do I need to fast before the TSH (Thyroid Stimulating Hormone)?',
    );
    expect(await queryLabItem(t.db, 'no-such-test')).toBeNull();
  });
});
