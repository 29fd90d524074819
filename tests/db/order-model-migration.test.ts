/**
 * drizzle/0020_one_order_model.sql moves pharmacy and lab orders into one order model. A database
 * at schema 0019 is seeded with both kinds (orders, items, events, patients, reports, payments,
 * refunds, collection holds, prescriptions, codes, messages and audit entries), migrated, and
 * every row and amount is compared.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/open';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/lib/db/migrate';
import { createTestDb, engines, type TestDb } from '../helpers/db';

/** A copy of drizzle/ whose journal ends at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const end = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateFrom(t: TestDb, folder: string) {
  const config = { migrationsFolder: folder };
  if (t.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(t.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(t.db as never, config);
  }
}

const run = (db: Db, statement: string) => db.execute(sql.raw(statement));

/** Both kinds at schema 0019; lab order ids collide with pharmacy ones on purpose. */
const SEED = [
  `insert into staff_users (id, email, name, role, password_hash) values (1, 'lab@example.com', 'Lab', 'lab', 'x')`,
  `insert into medicine_categories (id, name, slug) values (1, 'Fever', 'fever')`,
  `insert into brands (id, name) values (1, 'Acme')`,
  `insert into medicines (id, slug, name, mrp_paise, price_paise, discount_percent, price_per_pack,
     pack_size, manufacturer, manufacturer_address, country_of_origin, consume_type, expiry_date,
     about, uses, medical_benefits, direction_of_use, storage, side_effects, drug_warning,
     drug_interactions, special_advice, disease_condition, type, category_id, brand_id)
   select g, 'med-' || g, 'Med ' || g, 2000, 1500, 25, 'x', 'x', 'x', 'x', 'x', 'x', '2030-01-01',
     'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 1, 1 from generate_series(1, 2) g`,
  `insert into lab_categories (id, name, slug) values (1, 'Blood', 'blood')`,
  `insert into lab_tests (id, slug, name, kind, category_id, summary, sample_types, report_hours,
     price_paise, mrp_paise, image)
   select g, 'test-' || g, 'Test ' || g, 'test', 1, 'x', '{blood}', 24, 39900, 49900, 'x.png'
   from generate_series(1, 2) g`,
  `insert into lab_collection_areas (pincode, area, window_capacity) values ('560034', 'Koramangala', 5)`,
  `insert into pharmacy_orders (id, reference, name, email, phone, pincode, address, expected_date,
     expected_time, coupon_code, coupon_percent, subtotal_paise, discount_paise, status, status_note,
     status_changed_at, prescription_call, delivery_fee_paise, total_paise, created_at) values
   (1, 'SPH-AAAAAAAAAA', 'Asha', 'asha@example.com', '9876543210', '560001', 'MG Road', '02/01/2030',
     '10:00 am', 'HEALTH15', 15, 40000, 6000, 'cancelled', 'Out of stock', '2030-01-01 10:00+00', false,
     4900, 38900, '2030-01-01 09:00+00'),
   (2, 'SPH-BBBBBBBBBB', 'Ravi', 'ravi@example.com', '9876500000', '560002', 'Indiranagar', '03/01/2030',
     '11:30 am', null, 0, 1500, 0, 'awaiting_prescription', '', null, true, 0, 1500, '2030-01-02 09:00+00')`,
  `insert into pharmacy_order_items (order_id, medicine_id, quantity, unit_price_paise, unit_mrp_paise)
   values (1, 1, 2, 15000, 20000), (1, 2, 4, 2500, 3000), (2, 1, 1, 1500, 2000)`,
  `insert into pharmacy_order_events (id, order_id, status, note, at) values
   (1, 1, 'placed', '', '2030-01-01 09:00+00'), (2, 1, 'cancelled', 'Out of stock', '2030-01-01 10:00+00'),
   (3, 2, 'awaiting_prescription', '', '2030-01-02 09:00+00')`,
  `insert into prescription_files (id, token, storage_key, content_type, size_bytes, pharmacy_order_id)
   values (1, 'tok-1', 'key-1', 'application/pdf', 1234, 2)`,
  `insert into lab_orders (id, reference, name, email, phone, pincode, address, collection_date,
     collection_minute, coupon_code, coupon_percent, subtotal_paise, discount_paise, total_paise,
     status, status_changed_at, created_at) values
   (1, 'SLB-AAAAAAAAAA', 'Meera', 'meera@example.com', '9812345678', '560034', 'CMH Road', '2030-02-01',
     420, null, 0, 129700, 0, 129700, 'report_ready', '2030-01-05 10:00+00', '2030-01-03 09:00+00'),
   (2, 'SLB-BBBBBBBBBB', 'Kiran', 'kiran@example.com', '9812300000', '560034', 'CMH Road', '2030-02-02',
     450, 'LAB10', 10, 39900, 3990, 35910, 'booked', null, '2030-01-04 09:00+00')`,
  `insert into lab_order_items (order_id, lab_test_id, quantity, unit_price_paise, unit_mrp_paise)
   values (1, 1, 2, 39900, 49900), (1, 2, 1, 49900, 49900), (2, 1, 1, 39900, 49900)`,
  `insert into lab_order_patients (id, order_id, name, age, gender) values
   (1, 1, 'Meera', 42, 'female'), (2, 1, 'Arun', 45, 'male'), (3, 2, 'Kiran', 30, 'other')`,
  `insert into lab_reports (id, order_id, file_key, size_bytes, uploaded_by) values (1, 1, 'report-1', 4321, 1)`,
  `insert into payments (id, provider, provider_order_id, provider_payment_id, purpose,
     pharmacy_order_id, lab_order_id, amount_paise, status) values
   (1, 'simulated', 'order_1', 'pay_1', 'pharmacy_order', 1, null, 38900, 'paid'),
   (2, 'simulated', 'order_2', 'pay_2', 'pharmacy_order', 2, null, 1500, 'paid'),
   (3, 'simulated', 'order_3', 'pay_3', 'lab_order', null, 1, 129700, 'paid'),
   (4, 'simulated', 'order_4', 'pay_4', 'lab_order', null, 2, 35910, 'paid'),
   (5, 'simulated', 'order_5', null, 'lab_order', null, null, 35910, 'created')`,
  `insert into refunds (id, payment_id, provider_payment_id, amount_paise, reason, status) values
   (1, 1, 'pay_1', 38900, 'Cancelled', 'processed')`,
  `insert into lab_collection_holds (id, payment_id, pincode, collection_date, collection_minute, order_id)
   values (1, 3, '560034', '2030-02-01', 420, 1), (2, 4, '560034', '2030-02-02', 450, 2)`,
  `insert into access_codes (id, subject_type, subject_id, salt, code_hash, expires_at) values
   (1, 'lab_order', 2, 's', 'h', now()), (2, 'pharmacy_order', 2, 's', 'h', now())`,
  `insert into outbox_messages (id, topic, channel, recipient, body_text, subject_type, subject_id) values
   (1, 'lab.booked', 'sms', '9812345678', 'x', 'lab_order', 1),
   (2, 'order.placed', 'sms', '9876543210', 'x', 'pharmacy_order', 1)`,
  `insert into audit_log (staff_id, action, entity, entity_id) values
   (1, 'lab_order.collected', 'lab_order', '1'), (1, 'pharmacy_order.cancel', 'pharmacy_order', '1')`,
];

describe.each(engines)('the one order model migration on %s', (engine) => {
  it('moves every order, item, event, patient, report, payment and refund across', async () => {
    const t = await createTestDb(engine, { migrate: false });
    const folder = migrationsUpTo('0019_hold_limits');
    try {
      await migrateFrom(t, folder);
      for (const statement of SEED) await run(t.db, statement);
      await t.withStartupLock((db) => migrateDatabase(t, db));
      const rows = <T>(query: string) => queryRows<T>(t.db, sql.raw(query));

      const orders = await rows<Record<string, unknown>>(
        `select id, kind, reference, name, status, status_note, subtotal_paise, discount_paise,
           delivery_fee_paise, total_paise, coupon_code, coupon_percent, expected_date, expected_time,
           prescription_call, collection_date, collection_minute from orders order by id`,
      );
      expect(orders).toEqual([
        expect.objectContaining({
          id: 1,
          kind: 'pharmacy',
          reference: 'SPH-AAAAAAAAAA',
          status: 'cancelled',
          status_note: 'Out of stock',
          subtotal_paise: 40000,
          discount_paise: 6000,
          delivery_fee_paise: 4900,
          total_paise: 38900,
          coupon_code: 'HEALTH15',
          coupon_percent: 15,
          expected_date: '02/01/2030',
          expected_time: '10:00 am',
          prescription_call: false,
          collection_date: null,
        }),
        expect.objectContaining({
          id: 2,
          kind: 'pharmacy',
          reference: 'SPH-BBBBBBBBBB',
          status: 'awaiting_prescription',
          total_paise: 1500,
          prescription_call: true,
        }),
        expect.objectContaining({
          id: 3,
          kind: 'lab',
          reference: 'SLB-AAAAAAAAAA',
          status: 'report_ready',
          subtotal_paise: 129700,
          total_paise: 129700,
          delivery_fee_paise: 0,
          collection_date: '2030-02-01',
          collection_minute: 420,
          expected_date: null,
        }),
        expect.objectContaining({
          id: 4,
          kind: 'lab',
          reference: 'SLB-BBBBBBBBBB',
          status: 'booked',
          coupon_code: 'LAB10',
          coupon_percent: 10,
          discount_paise: 3990,
          total_paise: 35910,
          collection_minute: 450,
        }),
      ]);

      expect(
        await rows(
          `select order_id, kind, medicine_id, lab_test_id, quantity, unit_price_paise, unit_mrp_paise
           from order_items order by order_id, coalesce(medicine_id, lab_test_id)`,
        ),
      ).toEqual([
        {
          order_id: 1,
          kind: 'medicine',
          medicine_id: 1,
          lab_test_id: null,
          quantity: 2,
          unit_price_paise: 15000,
          unit_mrp_paise: 20000,
        },
        {
          order_id: 1,
          kind: 'medicine',
          medicine_id: 2,
          lab_test_id: null,
          quantity: 4,
          unit_price_paise: 2500,
          unit_mrp_paise: 3000,
        },
        {
          order_id: 2,
          kind: 'medicine',
          medicine_id: 1,
          lab_test_id: null,
          quantity: 1,
          unit_price_paise: 1500,
          unit_mrp_paise: 2000,
        },
        {
          order_id: 3,
          kind: 'lab_test',
          medicine_id: null,
          lab_test_id: 1,
          quantity: 2,
          unit_price_paise: 39900,
          unit_mrp_paise: 49900,
        },
        {
          order_id: 3,
          kind: 'lab_test',
          medicine_id: null,
          lab_test_id: 2,
          quantity: 1,
          unit_price_paise: 49900,
          unit_mrp_paise: 49900,
        },
        {
          order_id: 4,
          kind: 'lab_test',
          medicine_id: null,
          lab_test_id: 1,
          quantity: 1,
          unit_price_paise: 39900,
          unit_mrp_paise: 49900,
        },
      ]);

      // Pharmacy events as they were; a lab order's booking and its present status as its history.
      expect(
        await rows(`select order_id, status, note from order_events order by order_id, at, id`),
      ).toEqual([
        { order_id: 1, status: 'placed', note: '' },
        { order_id: 1, status: 'cancelled', note: 'Out of stock' },
        { order_id: 2, status: 'awaiting_prescription', note: '' },
        { order_id: 3, status: 'booked', note: '' },
        { order_id: 3, status: 'report_ready', note: '' },
        { order_id: 4, status: 'booked', note: '' },
      ]);
      expect(
        await rows(`select id, order_id, name, age, gender from order_patients order by id`),
      ).toEqual([
        { id: 1, order_id: 3, name: 'Meera', age: 42, gender: 'female' },
        { id: 2, order_id: 3, name: 'Arun', age: 45, gender: 'male' },
        { id: 3, order_id: 4, name: 'Kiran', age: 30, gender: 'other' },
      ]);
      expect(await rows(`select order_id, file_key, size_bytes from lab_reports`)).toEqual([
        { order_id: 3, file_key: 'report-1', size_bytes: 4321 },
      ]);
      expect(
        await rows(`select id, purpose, order_id, amount_paise, status from payments order by id`),
      ).toEqual([
        { id: 1, purpose: 'pharmacy_order', order_id: 1, amount_paise: 38900, status: 'paid' },
        { id: 2, purpose: 'pharmacy_order', order_id: 2, amount_paise: 1500, status: 'paid' },
        { id: 3, purpose: 'lab_order', order_id: 3, amount_paise: 129700, status: 'paid' },
        { id: 4, purpose: 'lab_order', order_id: 4, amount_paise: 35910, status: 'paid' },
        { id: 5, purpose: 'lab_order', order_id: null, amount_paise: 35910, status: 'created' },
      ]);
      expect(await rows(`select payment_id, amount_paise, status from refunds`)).toEqual([
        { payment_id: 1, amount_paise: 38900, status: 'processed' },
      ]);
      expect(
        await rows(`select payment_id, order_id from lab_collection_holds order by id`),
      ).toEqual([
        { payment_id: 3, order_id: 3 },
        { payment_id: 4, order_id: 4 },
      ]);
      expect(await rows(`select pharmacy_order_id from prescription_files`)).toEqual([
        { pharmacy_order_id: 2 },
      ]);
      expect(await rows(`select subject_type, subject_id from access_codes order by id`)).toEqual([
        { subject_type: 'lab_order', subject_id: 4 },
        { subject_type: 'pharmacy_order', subject_id: 2 },
      ]);
      expect(
        await rows(`select subject_type, subject_id from outbox_messages order by id`),
      ).toEqual([
        { subject_type: 'lab_order', subject_id: 3 },
        { subject_type: 'pharmacy_order', subject_id: 1 },
      ]);
      expect(await rows(`select entity, entity_id from audit_log order by id`)).toEqual([
        { entity: 'lab_order', entity_id: '3' },
        { entity: 'pharmacy_order', entity_id: '1' },
      ]);
      // New orders and events follow the moved ones.
      const [next] = await rows<{ id: number }>(
        `insert into orders (kind, reference, name, email, phone, pincode, address, subtotal_paise,
           total_paise, status, collection_date, collection_minute)
         values ('lab', 'SLB-CCCCCCCCCC', 'N', 'n@example.com', '9800000000', '560034', 'x', 100, 100,
           'booked', '2030-03-01', 420) returning id`,
      );
      expect(next.id).toBe(5);
      const old = await rows(
        `select table_name from information_schema.tables where table_schema = 'public'
           and table_name in ('pharmacy_orders', 'lab_orders', 'pharmacy_order_items', 'lab_order_items')`,
      );
      expect(old).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await t.drop();
    }
  }, 180_000);
});
