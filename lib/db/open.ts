/**
 * Opens the database: PGlite (embedded, persisted under a directory or in memory) or a
 * PostgreSQL server through a pool. Both answer the same Drizzle API over the same schema.
 * This module has no `server-only` guard so that scripts and tests can use it; app code goes
 * through `lib/db/index.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { safeError } from '../log/safe-error';
import { addCount } from '../metrics/counts.mjs';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';
import { DatabaseUnavailableError } from './unavailable';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbTarget =
  | {
      kind: 'postgres';
      url: string;
      max?: number;
      /** How long a query waits for a connection, queued behind the pool or connecting: 5 s. */
      waitMs?: number;
    }
  /** `dataDir` undefined means in memory; `loadDataDir` fills a new one from a backup's dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export type DbHandle = {
  kind: DbTarget['kind'];
  db: Db;
  /** Runs multi-statement SQL outside prepared statements (PGlite refuses them otherwise). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` while holding a cross-process lock, so concurrent starts migrate once. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections at this moment (metrics, read at scrape time). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: its data directory as a gzipped tarball, taken between queries (backups). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

const STARTUP_LOCK_KEY = 7_226_001;

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.max, target.waitMs)
    : openPglite(target.dataDir, target.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DbHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  let unlock = () => {};
  const client = await openPgliteClient(() => {
    if (dataDir) {
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      unlock = lockDataDir(dataDir);
    }
    return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db: Db = drizzle({ client, schema });
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    // PGlite is one session in one process: there is nobody to race with.
    withStartupLock: (fn) => fn(db),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * A data directory PGlite cannot open (not a directory, no permission, not a database) fails
 * with a file-system errno or a bare message; named here as the outage it is, so that only this
 * failure, not every EACCES of the process, answers 503.
 */
async function openPgliteClient<C>(open: () => Promise<C>): Promise<C> {
  try {
    return await open();
  } catch (error) {
    throw new DatabaseUnavailableError('storage', 'The PGlite data directory cannot be opened', {
      cause: error,
    });
  }
}

async function openPostgres(url: string, max = 10, waitMs = 5000): Promise<DbHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A server that does not answer (host gone, network cut), or a pool whose every connection is
  // busy for that long, fails the request after 5 s with a 503 instead of holding it open until
  // the client gives up.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: waitMs });
  // An idle client whose server connection drops (a restart, a network cut) emits 'error' on
  // the pool; unhandled, that would end the process. The pool drops the client and reconnects
  // on the next query, so logging is all there is to do.
  // A JSON line like the server logger's; this module is used before the environment is read.
  pool.on('error', (error) =>
    console.error(
      JSON.stringify({
        level: 'error',
        msg: 'PostgreSQL pool: idle client error',
        err: safeError(error),
      }),
    ),
  );
  timeQueries(pool);
  const db: Db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    withStartupLock: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn(drizzle({ client: conn, schema }));
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Counts the pool's queries and their time, waiting for a connection included (the metrics'
 * `saithunga_db_query*`): Drizzle's reads and writes outside a transaction go through
 * `pool.query`; a transaction's statements run on a checked-out client and are not timed.
 * Only promise calls are wrapped (node-postgres's callback form is left as it is).
 */
function timeQueries(pool: import('pg').Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const started = process.hrtime.bigint();
    const done = (outcome: string) => {
      addCount('db_queries', { outcome });
      addCount('db_query_seconds', { outcome }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    return result.then(
      (value: unknown) => {
        done('ok');
        return value;
      },
      (error: unknown) => {
        done('error');
        throw error;
      },
    );
  };
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
