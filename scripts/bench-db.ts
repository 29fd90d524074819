/**
 * What the database benchmarks (bench-search.ts, bench-staff.ts) share: their `--name=value`
 * options, a percentile of sorted timings, and the scratch database they fill: a fresh in-memory
 * PGlite (or a PGlite directory kept between runs), or a throwaway database on a PostgreSQL
 * server, dropped by `cleanup`; and the run of a benchmark on it.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type DbHandle } from '../lib/db/open';

export const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function openBenchDatabase(
  postgres: string | undefined,
  dataDir?: string,
): Promise<{ handle: DbHandle; cleanup: () => Promise<void> }> {
  if (!postgres)
    return { handle: await openDatabase({ kind: 'pglite', dataDir }), cleanup: async () => {} };
  const { default: pg } = await import('pg');
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  const name = `saithunga_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return { handle, cleanup: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Runs `bench` on a scratch database (openBenchDatabase), closes and drops it after, whatever
 * happened, and ends the process with 1 on an error.
 */
export function runBench(
  postgres: string | undefined,
  dataDir: string | undefined,
  bench: (handle: DbHandle) => Promise<void>,
): void {
  (async () => {
    const { handle, cleanup } = await openBenchDatabase(postgres, dataDir);
    try {
      await bench(handle);
    } finally {
      await handle.close();
      await cleanup();
    }
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
