/**
 * npm run bench:staff [-- --rows=N] [-- --runs=N] [-- --postgres=URL]: the staff console's lists
 * over N appointments and N pharmacy orders (default 100,000 each; a fresh in-memory PGlite or a
 * throwaway database on PostgreSQL). Times in the database, through the console's own query
 * functions: the orders list (first page, a status filter, a page deep in the keyset, a search),
 * the appointments day sheet and an appointment search. Beside them, the reference: the busiest day
 * sheet's rows handed over from a plain table, timed in the same run. Prints p50/p95/max per query
 * and exits non-zero when a list's p95 misses its budget (issue 15; scripts/budgets.mjs, where it
 * follows the reference; searches are reported, not judged).
 */
import { sql } from 'drizzle-orm';
import { daySheet, searchAppointments } from '../lib/booking/staff-appointments';
import { migrateDatabase } from '../lib/db/migrate';
import { queryRows } from '../lib/db/open';
import { arg, percentile, runBench } from './bench-db';
import { listOrders } from '../lib/pharmacy/staff-orders';
import { seedDatabase } from '../lib/seed';
import { encodeCursor } from '../lib/staff/paging';
import { addDays, indiaToday } from '../lib/time/india';

const ROWS = Number(arg('rows') ?? 100_000);
const RUNS = Number(arg('runs') ?? 200);
const POSTGRES = arg('postgres');
type StaffBudgets = { staffListP95Budget: (referenceP50: number) => number };
const budgetsModule: string = './budgets.mjs';

/** RUNS timed calls of `run` after 10 untimed ones, in milliseconds, sorted. */
async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 10; i++) await run();
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    wall.push(performance.now() - start);
  }
  return wall.sort((x, y) => x - y);
}

runBench(POSTGRES, undefined, async (handle) => {
  const db = handle.db;
  const today = indiaToday();
  const t = performance.now();
  await migrateDatabase(handle, db);
  await seedDatabase(db, { today });
  // One booking per doctor, day and half-hour, going back from today: N distinct live slots.
  await db.execute(sql`
    with docs as (select id, row_number() over (order by id) - 1 as k from doctors),
         n as (select count(*)::int as c from docs),
         slot as (select min(id) as id from doctor_slots)
    insert into appointments (reference, doctor_id, slot_id, slot_date, slot_time, patient_name,
      phone, gender, disease, age, email, pincode, amount_paise, status, confirmed_at, created_at)
    select 'BENCH-' || g, docs.id, slot.id,
      (${today}::date - 1 - ((g / n.c) / 24))::date,
      to_char(time '08:00' + ((g / n.c) % 24) * interval '30 minutes', 'HH12:MI AM'),
      'Patient ' || g, lpad((7000000000 + g)::text, 10, '0'), 'female', 'Fever', 30,
      'p' || g || '@example.com', '560038', 80000,
      case when g % 10 = 0 then 'cancelled'::appointment_status else 'confirmed'::appointment_status end,
      now(), now() - (g || ' minutes')::interval
    from generate_series(0, ${ROWS - 1}) g, n, slot, docs
    where docs.k = g % n.c`);
  await db.execute(sql`
    insert into orders (kind, reference, name, email, phone, pincode, address, expected_date,
      expected_time, subtotal_paise, total_paise, status, created_at)
    select 'pharmacy', 'SPH-B' || lpad(g::text, 9, '0'), 'Shopper ' || g, 's' || g || '@example.com',
      lpad((8000000000 + g)::text, 10, '0'), '560038', 'Indiranagar', '01/01/2030', '10:00 am',
      50000, 50000,
      (array['placed','awaiting_prescription','confirmed','packed','dispatched','delivered','cancelled'])[1 + g % 7],
      now() - (g || ' minutes')::interval
    from generate_series(0, ${ROWS - 1}) g`);
  await handle.exec('vacuum analyze appointments');
  await handle.exec('vacuum analyze orders');
  const [{ a, o }] = await queryRows<{ a: number; o: number }>(
    db,
    sql`select (select count(*)::int from appointments) as a, (select count(*)::int from orders where kind = 'pharmacy') as o`,
  );
  console.log(
    `${handle.kind}: ${a} appointments and ${o} pharmacy orders ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const [deep] = await queryRows<{ cursor_key: string; id: number }>(
    db,
    sql`select ((extract(epoch from created_at) * 1000000)::bigint)::text as cursor_key, id
      from orders where kind = 'pharmacy' order by created_at desc, id desc offset ${Math.floor(ROWS * 0.8)} limit 1`,
  );
  const deepCursor = encodeCursor({ cursorKey: deep.cursor_key, id: deep.id });
  const busyDay = addDays(today, -7);
  // The reference: the busy day sheet's own rows in a plain table, read with no filter, join or
  // sort through the same driver, so it costs what handing those rows to JavaScript costs.
  await db.execute(sql`
    create table bench_reference as
    select a.id, a.reference, a.slot_date, a.slot_time, a.doctor_id, d.name as doctor_name,
      b.name as branch_name, a.patient_name, a.phone, a.status, a.attendance, a.amount_paise,
      a.created_at
    from appointments a join doctors d on d.id = a.doctor_id
      left join branches b on b.id = a.branch_id
    where a.slot_date = ${busyDay} and a.status in ('confirmed', 'cancelled')`);
  const referenceRows = (await daySheet(db, { date: busyDay })).rows.length;
  const cases: { name: string; judged: boolean; run: () => Promise<unknown> }[] = [
    { name: 'orders: first page', judged: true, run: () => listOrders(db, {}) },
    { name: 'orders: one status', judged: true, run: () => listOrders(db, { status: 'packed' }) },
    {
      name: 'orders: page 80% deep',
      judged: true,
      run: () => listOrders(db, { cursor: deepCursor }),
    },
    { name: 'orders: search', judged: false, run: () => listOrders(db, { q: 'Shopper 4242' }) },
    { name: 'appointments: day sheet', judged: true, run: () => daySheet(db, { date: busyDay }) },
    {
      name: 'appointments: search',
      judged: false,
      run: () => searchAppointments(db, { q: 'BENCH-4242' }),
    },
  ];
  const { staffListP95Budget } = (await import(budgetsModule)) as StaffBudgets;
  const row = (name: string, wall: number[], note = '') =>
    console.log(
      `${name.padEnd(26)}${percentile(wall, 50).toFixed(2).padStart(9)}${percentile(wall, 95).toFixed(2).padStart(9)}${wall[wall.length - 1].toFixed(2).padStart(9)}${note}`,
    );
  console.log(
    `\n${'query'.padEnd(26)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  // The reference first: the budget of every list in this run follows its median.
  const reference = await timed(() => db.execute(sql`select * from bench_reference`));
  row('reference: bare rows', reference, '  (the reference)');
  const budget = staffListP95Budget(percentile(reference, 50));
  const misses: string[] = [];
  for (const c of cases) {
    const wall = await timed(c.run);
    const p95 = percentile(wall, 95);
    row(c.name, wall, c.judged ? '' : '  (reported)');
    if (c.judged && p95 > budget) misses.push(`${c.name}: p95 ${p95.toFixed(1)} ms > ${budget} ms`);
  }
  console.log(
    `\nReference: the busy day's ${referenceRows} rows; a list's p95 budget in this run: ${budget} ms.`,
  );
  console.log(
    misses.length
      ? `\nBudget misses:\n${misses.join('\n')}`
      : `\nEvery list's p95 is under ${budget} ms.`,
  );
  process.exitCode = misses.length ? 1 : 0;
});
