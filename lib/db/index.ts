import 'server-only';
import { openAndPrepare } from './prepare';
import type { Db, DbHandle } from './open';

export * as schema from './schema';

/** `starting`: opening, waiting for the start-up lock, migrating or seeding. */
export type DatabaseStartup = 'not-started' | 'starting' | 'ready' | 'failed';

type Holder = { ready?: Promise<DbHandle>; startup?: DatabaseStartup };
// One database per server process, kept across dev-server module reloads.
const holder = ((globalThis as { __saithungaDb?: Holder }).__saithungaDb ??= {});

/** The process's database, migrated, seeded on first start, schedules topped up. */
export async function getDb(): Promise<Db> {
  if (!holder.ready) {
    holder.startup = 'starting';
    holder.ready = openAndPrepare().then(
      (handle) => {
        holder.startup = 'ready';
        return handle;
      },
      (error: unknown) => {
        holder.ready = undefined;
        holder.startup = 'failed';
        throw error;
      },
    );
  }
  return (await holder.ready).db;
}

/** Where the process's database start-up stands, without waiting for it. */
export function databaseStartup(): DatabaseStartup {
  return holder.startup ?? 'not-started';
}

/** The app database's pool use (PostgreSQL), without waiting for it to open; null otherwise. */
export async function databasePoolStats() {
  if (holder.startup !== 'ready' || !holder.ready) return null;
  return (await holder.ready).poolStats?.() ?? null;
}
