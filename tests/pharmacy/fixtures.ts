/**
 * A small, fully known catalogue for the pharmacy integration tests (independent of the demo
 * seed, so every expected number below can be worked out by hand).
 */
import type { Db } from '@/lib/db/open';
import { testDbForFile, type Engine } from '../helpers/db';
import {
  brands,
  coupons,
  medicineCategories,
  medicines,
  orderItems,
  orders,
  serviceablePincodes,
} from '@/lib/db/schema';
import type { DrugSchedule } from '@/lib/pharmacy/schedule';
import { categorySlug } from '@/lib/pharmacy/slug';
import { addDays, indiaToday, toDdMmYyyy } from '@/lib/time/india';

export const CATEGORIES = ['Pain Relief', 'Cold & Cough', 'Vitamins'];
export const BRANDS = ['Cipla', 'Sun Pharma', 'Himalaya'];

/** name, category index, brand index, selling price (rupees), MRP (rupees), discount %. */
export const MEDICINES: [string, number, number, number, number, number][] = [
  ['Paracetamol 500mg Tablet', 0, 0, 30, 40, 25],
  ['Paracetamol 650mg Tablet', 0, 1, 45, 50, 10],
  ['Ibuprofen 400mg Tablet', 0, 0, 500, 520, 4],
  ['Diclofenac Gel 30g', 0, 2, 1000, 1100, 9],
  ['Aceclofenac Paracetamol Tablet', 0, 1, 2000, 2400, 17],
  ['Cetirizine 10mg Tablet', 1, 0, 25, 30, 17],
  ['Cough Syrup 100ml', 1, 2, 120, 150, 20],
  ['Azithromycin 500mg Tablet', 1, 1, 3000, 3600, 17],
  ['Vitamin C 500mg Chewable', 2, 2, 150, 200, 25],
  ['Vitamin D3 60000 IU Capsule', 2, 0, 5000, 7200, 31],
  ['Multivitamin Daily Tablet', 2, 1, 4999, 5000, 0],
];

export const COUPONS = [
  { code: 'WELCOME10', percentage: 10, active: true },
  { code: 'HEALTH15', percentage: 15, active: true },
  { code: 'EXPIRED50', percentage: 50, active: false },
];

/** Medicines sold only against a prescription; the rest are OTC. */
export const SCHEDULES: Record<string, DrugSchedule> = {
  'Azithromycin 500mg Tablet': 'H1',
  'Aceclofenac Paracetamol Tablet': 'H',
};

/** A free city pincode (the delivery info's), a town with a fee, and one no longer served. */
export const PINCODES = [
  { pincode: '560001', area: 'MG Road', city: 'Bangalore', minDays: 1, maxDays: 2, feePaise: 0 },
  { pincode: '562114', area: 'Hoskote', city: 'Hoskote', minDays: 2, maxDays: 3, feePaise: 4900 },
  {
    pincode: '562130',
    area: 'Magadi',
    city: 'Magadi',
    minDays: 2,
    maxDays: 5,
    feePaise: 4900,
    active: false,
  },
];

export type Fixture = { ids: Record<string, number>; categoryIds: number[]; brandIds: number[] };

/**
 * One database of `engine` for the whole test file (testDbForFile) with this catalogue in it:
 * `db` once the file's beforeAll has run, and `id` of a medicine by its name.
 */
export function pharmacyDbForFile(engine: Engine) {
  const t = testDbForFile(engine);
  let fixture: Fixture | undefined;
  beforeAll(async () => {
    fixture = await insertPharmacyFixture(t.db);
  });
  return {
    get db() {
      return t.db;
    },
    id: (name: string) => fixture!.ids[name],
  };
}

export async function insertPharmacyFixture(db: Db): Promise<Fixture> {
  const cats = await db
    .insert(medicineCategories)
    .values(CATEGORIES.map((name) => ({ name, slug: categorySlug(name) })))
    .returning({ id: medicineCategories.id });
  const brs = await db
    .insert(brands)
    .values(BRANDS.map((name) => ({ name })))
    .returning({ id: brands.id });
  const rows = await db
    .insert(medicines)
    .values(
      MEDICINES.map(([name, c, b, price, mrp, discount], i) => ({
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name,
        images: [`/images/medicines/m${i}.svg`],
        mrpPaise: mrp * 100,
        pricePaise: price * 100,
        discountPercent: discount,
        pricePerPack: `₹${price}`,
        packSize: 'Strip of 10',
        // Plenty: the stock tests (stock.test.ts) set their own counts.
        stock: 1000,
        schedule: SCHEDULES[name] ?? 'OTC',
        manufacturer: 'Test Labs',
        manufacturerAddress: 'Bangalore',
        countryOfOrigin: 'India',
        consumeType: 'Oral',
        expiryDate: '2030-01-01',
        about: 'About',
        uses: 'Uses',
        medicalBenefits: 'Benefits',
        directionOfUse: 'Directions',
        storage: 'Storage',
        sideEffects: 'Side effects',
        drugWarning: 'Warning',
        drugInteractions: 'Interactions',
        specialAdvice: 'Advice',
        diseaseCondition: 'Condition',
        type: 'Allopathy',
        categoryId: cats[c].id,
        brandId: brs[b].id,
      })),
    )
    .returning({ id: medicines.id, name: medicines.name });
  await db.insert(coupons).values(COUPONS);
  await db.insert(serviceablePincodes).values(PINCODES);
  return {
    ids: Object.fromEntries(rows.map((r) => [r.name, r.id])),
    categoryIds: cats.map((c) => c.id),
    brandIds: brs.map((b) => b.id),
  };
}

let sales = 0;

/** A paid order of `units` (medicine name: quantity) in `status`, for the sold-units rankings. */
export async function sell(
  db: Db,
  fixture: Fixture,
  status: 'placed' | 'delivered' | 'cancelled',
  units: Record<string, number>,
) {
  sales += 1;
  const [order] = await db
    .insert(orders)
    .values({
      kind: 'pharmacy',
      reference: `SPH-SALE${String(sales).padStart(6, '0')}`,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      pincode: '560001',
      address: 'MG Road',
      expectedDate: '01/01/2030',
      expectedTime: '10:00 am',
      subtotalPaise: 100,
      totalPaise: 100,
      status,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    Object.entries(units).map(([name, quantity]) => ({
      orderId: order.id,
      kind: 'medicine' as const,
      medicineId: fixture.ids[name],
      quantity,
      unitPricePaise: 100,
      unitMrpPaise: 100,
    })),
  );
}

let shoppers = 0;

/** Delivery info of another shopper each time (their own phone and e-mail). */
export const anotherShopper = () => {
  shoppers += 1;
  const n = String(shoppers).padStart(4, '0');
  return { ...deliveryInfo(), email: `shopper${n}@example.com`, phone_number: `987650${n}` };
};

/** Saved delivery info as the cart page sends it (date dd/mm/yyyy two days ahead in India). */
export const deliveryInfo = () => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone_number: '9876543210',
  pincode: '560001',
  address: '12 MG Road, Bangalore',
  date: toDdMmYyyy(addDays(indiaToday(), 2)),
  time: '02:30 pm',
});
