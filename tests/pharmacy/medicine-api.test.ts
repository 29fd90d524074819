/**
 * GET /api/medicine/getonemedicine/{id} on the seeded catalogue: the spec's related_products are
 * the medicine's 'Customers also Bought' medicines that can be bought now, never itself, at most
 * RELATED_PRODUCTS_SIZE of them.
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock } from '../helpers/app-db';
import { noIncrementalCacheMock } from '../helpers/render-page';
import { eq, inArray } from 'drizzle-orm';
import { GET as medicineOne } from '@/app/api/medicine/getonemedicine/[id]/route';
import * as s from '@/lib/db/schema';
import type { ApiMedicine } from '@/lib/pharmacy/api-contract';
import { RELATED_PRODUCTS_SIZE } from '@/lib/pharmacy/reads';
import { engines } from '../helpers/db';
import { expectOk, get, seededDbForFile } from '../api/content-api';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());

describe.each(engines)('GET /api/medicine/getonemedicine/{id} on %s', (engine) => {
  const t = seededDbForFile(engine);

  it('names related products of its category that can be bought now, never itself', async () => {
    const [medicine] = await t.db
      .select({ id: s.medicines.id, categoryId: s.medicines.categoryId })
      .from(s.medicines)
      .orderBy(s.medicines.id)
      .limit(1);
    // One related medicine out of stock: it is left out.
    const [related] = await t.db
      .select({ id: s.medicineRelated.relatedId })
      .from(s.medicineRelated)
      .where(eq(s.medicineRelated.medicineId, medicine.id))
      .orderBy(s.medicineRelated.position)
      .limit(1);
    await t.db.update(s.medicines).set({ stock: 0 }).where(eq(s.medicines.id, related.id));

    const answer = await get<{ data: ApiMedicine }>(medicineOne, { id: String(medicine.id) });
    expectOk(answer);
    const products = answer.body.data.related_products;
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(RELATED_PRODUCTS_SIZE);
    const ids = products.map((p) => Number(p._id));
    expect(ids).not.toContain(medicine.id);
    expect(ids).not.toContain(related.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(products.every((p) => p.availability)).toBe(true);
    const rows = await t.db
      .select({ categoryId: s.medicines.categoryId })
      .from(s.medicines)
      .where(inArray(s.medicines.id, ids));
    expect(rows.every((r) => r.categoryId === medicine.categoryId)).toBe(true);
    expect(products[0]).toMatchObject({
      slug: expect.any(String),
      medicine_name: expect.any(String),
    });
  });
});
