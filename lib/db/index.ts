import 'server-only';
import { openAndPrepare } from './prepare';
import type { Db, DbHandle } from './open';

export * as schema from './schema';

type Holder = { ready?: Promise<DbHandle> };
// One database per server process, kept across dev-server module reloads.
const holder = ((globalThis as { __saithungaDb?: Holder }).__saithungaDb ??= {});

/** The process's database, migrated, seeded on first start, schedules topped up. */
export async function getDb(): Promise<Db> {
  holder.ready ??= openAndPrepare().catch((error: unknown) => {
    holder.ready = undefined;
    throw error;
  });
  return (await holder.ready).db;
}
