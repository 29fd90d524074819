/**
 * npm run bench:search [-- --medicines=N] [-- --queries=N] [-- --postgres=URL] [-- --data-dir=DIR]:
 * grows a scratch catalogue to N medicines (default 100,000; a fresh in-memory PGlite, a PGlite
 * directory kept between runs, or a throwaway database on PostgreSQL), runs VACUUM ANALYZE as
 * after any bulk load, and measures the pharmacy search (lib/pharmacy/reads-search.ts) in the
 * database: searchMedicines over many random terms, three kinds per sampled name (a fragment of
 * the name, its first word with one letter dropped, a short prefix). Prints p50/p95/p99/max of
 * the wall time per kind and overall, the CPU time of this process for the same calls (PGlite runs
 * in-process, so CPU time shows the work even on a busy machine) and an exact search's plan, so
 * the trigram index can be seen at work. Exits non-zero when the wall p95 misses the budget.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { searchMedicines } from '../lib/pharmacy/search-queries';
import { migrateDatabase } from '../lib/db/migrate';
import { queryRows } from '../lib/db/open';
import { arg, percentile, runBench } from './bench-db';
import { isSeeded, seedDatabase } from '../lib/seed';
import { seedBulkMedicines } from '../lib/seed/bulk-medicines';
import { indiaToday } from '../lib/time/india';

const MEDICINES = Number(arg('medicines') ?? 100_000);
const QUERIES = Number(arg('queries') ?? 300);
const POSTGRES = arg('postgres');
const DATA_DIR = arg('data-dir');
/** p95 budget for one search in the database, in milliseconds (the performance issue). */
const BUDGET_P95_MS = 20;

// A fixed seed keeps the sampled terms the same from run to run.
let state = 20240611;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];

function terms(names: string[]) {
  const kinds: Record<string, string[]> = { fragment: [], typo: [], prefix: [] };
  for (let i = 0; i < QUERIES; i++) {
    const name = pick(names).toLowerCase();
    const start = Math.floor(random() * Math.max(1, name.length - 6));
    kinds.fragment.push(name.slice(start, start + 3 + Math.floor(random() * 6)));
    const word = name.split(' ')[0];
    const drop = 1 + Math.floor(random() * (word.length - 2));
    kinds.typo.push(word.length > 4 ? word.slice(0, drop) + word.slice(drop + 1) : word);
    kinds.prefix.push(name.slice(0, 2 + Math.floor(random() * 3)));
  }
  return kinds;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);

runBench(POSTGRES, DATA_DIR, async (handle) => {
  const db = handle.db;
  let t = performance.now();
  await migrateDatabase(handle, db);
  if (!(await isSeeded(db))) await seedDatabase(db, { today: indiaToday() });
  await seedBulkMedicines(db, MEDICINES);
  // A bulk load leaves GIN's pending list full and the statistics stale; on PostgreSQL
  // autovacuum would see to both, PGlite has no autovacuum.
  await handle.exec('vacuum analyze medicines');
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from medicines`);
  console.log(
    `${handle.kind}: ${n} medicines ready in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const names = (
    await queryRows<{ name: string }>(
      db,
      sql`select name from medicines order by random() limit 2000`,
    )
  ).map((r) => r.name);
  const kinds = terms(names);
  for (const q of kinds.fragment.slice(0, 20)) await searchMedicines(db, q); // warm-up

  const all: number[] = [];
  const allCpu: number[] = [];
  const row = (kind: string, wall: number[], cpu: number[], extra = '') =>
    console.log(
      `${kind.padEnd(10)}${String(wall.length).padStart(8)} ${fmt(percentile(wall, 50))} ${fmt(percentile(wall, 95))} ${fmt(percentile(wall, 99))} ${fmt(wall[wall.length - 1])} ${fmt(percentile(cpu, 50))} ${fmt(percentile(cpu, 95))}${extra}`,
    );
  console.log(
    `\n${'kind'.padEnd(10)}${'queries'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'cpu p50'.padStart(9)}${'cpu p95'.padStart(9)}  no result`,
  );
  for (const [kind, list] of Object.entries(kinds)) {
    const wall: number[] = [];
    const cpu: number[] = [];
    let empty = 0;
    for (const q of list) {
      const c = process.cpuUsage();
      t = performance.now();
      const rows = await searchMedicines(db, q);
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      if (!rows.length) empty += 1;
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    all.push(...wall);
    allCpu.push(...cpu);
    row(kind, wall, cpu, `  ${empty}`);
  }
  all.sort((a, b) => a - b);
  allCpu.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  row('all', all, allCpu);

  const sample = kinds.fragment[0];
  console.log(`\nPlan of the exact search for "${sample}":`);
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain analyze select id from medicines where lower(name) like ${`%${sample}%`} limit 200`,
  );
  plan.forEach((row) => console.log(`  ${row['QUERY PLAN']}`));
  console.log(
    `\nsearch p95 over ${all.length} queries on ${n} medicines (${handle.kind}): ${p95.toFixed(2)} ms wall, ` +
      `${percentile(allCpu, 95).toFixed(2)} ms CPU (budget ${BUDGET_P95_MS} ms wall; load average ${os.loadavg()[0].toFixed(1)})`,
  );
  if (p95 > BUDGET_P95_MS) process.exitCode = 1;
});
