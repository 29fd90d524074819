/**
 * Test databases: a fresh in-memory PGlite, and, when TEST_DATABASE_URL points at a PostgreSQL
 * server, a fresh database created on it for the test file and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { migrateDatabase } from '@/lib/db/migrate';
import { openDatabase, type DbHandle } from '@/lib/db/open';

export type Engine = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

export const engines: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

if (!postgresUrl) {
  // On a laptop the PostgreSQL path may be skipped; in CI a green run must have proven it.
  if (process.env.CI) {
    throw new Error('TEST_DATABASE_URL is not set: CI must run the PostgreSQL integration tests.');
  }
  console.info(
    'TEST_DATABASE_URL is not set: PostgreSQL integration tests are skipped (PGlite only).',
  );
}

/** `url`: the PostgreSQL database's own URL (for tools such as pg_dump); none for PGlite. */
export type TestDb = DbHandle & { url?: string; drop(): Promise<void> };

async function adminQuery(sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Opens an empty database of `engine`; `migrate` applies the schema. */
export async function createTestDb(engine: Engine, { migrate = true } = {}): Promise<TestDb> {
  let handle: DbHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'pglite') {
    handle = await openDatabase({ kind: 'pglite' });
  } else {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `saithunga_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 20 });
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  if (migrate) await handle.withStartupLock((db) => migrateDatabase(handle, db));
  return {
    ...handle,
    url: databaseUrl,
    drop: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

/**
 * One database of `engine` for the whole test file, created before its tests and dropped after
 * them. Starting a database is slow on a loaded machine, so creating it may take longer than a
 * test. Read `db` inside tests and hooks: it is set once the file's `beforeAll` has run.
 */
export function testDbForFile(engine: Engine) {
  let t: TestDb | undefined;
  beforeAll(async () => {
    t = await createTestDb(engine);
  }, 180_000);
  afterAll(() => t?.drop());
  return {
    get db() {
      if (!t) throw new Error('the test database is read before beforeAll has opened it');
      return t.db;
    },
  };
}
