/**
 * Test databases: a fresh in-memory PGlite, and, when TEST_DATABASE_URL points at a PostgreSQL
 * server, a fresh database created on it for the test file and dropped afterwards.
 *
 * A migrated database is a copy of a template migrated once per set of migrations
 * (docs/decisions/test-speed.md): PGlite loads the template's data directory (`loadDataDir`),
 * PostgreSQL creates the database `template` the migrated one. Starting PGlite and migrating it
 * cost ~10 s per file on the CI machine; loading the copy ~2 s.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/lib/db/migrate';
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

type AdminClient = import('pg').Client;

async function withAdmin<T>(fn: (client: AdminClient) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function adminQuery(sql: string): Promise<void> {
  return withAdmin(async (client) => {
    await client.query(sql);
  });
}

function databaseUrlOf(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What a migrated database depends on: every file under drizzle/ (SQL and journal) and the
 * PGlite build whose data directory is copied. A new or edited migration makes new templates.
 */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(MIGRATIONS_FOLDER, file)}\0`).update(fs.readFileSync(file));
    }
  };
  walk(MIGRATIONS_FOLDER);
  const pglite = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  hash.update(JSON.parse(fs.readFileSync(pglite, 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite data directory (an uncompressed tarball, cached in the system's temporary
 * directory): built once by whichever test file needs it first, then loaded by every other.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), 'saithunga-test-templates', `pglite-${migrationsKey()}.tar`);
  if (!fs.existsSync(file)) {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(handle, handle.db);
      // Stored unzipped: loading a plain tarball is the quicker start.
      const tarball = gunzipSync(Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Two workers may build it at once: each writes its own file and renames it into place.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, tarball);
      fs.renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * The migrated PostgreSQL template database, built once per set of migrations on the server
 * (under an advisory lock, so concurrent workers build it once) and renamed into place only when
 * complete. Nobody connects to it afterwards, so CREATE DATABASE … TEMPLATE may copy it.
 */
async function postgresTemplate(): Promise<string> {
  const key = migrationsKey();
  const name = `saithunga_template_${key}`;
  const exists = (client: AdminClient) =>
    client
      .query('select 1 from pg_database where datname = $1', [name])
      .then((r) => r.rowCount === 1);
  await withAdmin(async (client) => {
    if (await exists(client)) return;
    const lockKey = Number.parseInt(key.slice(0, 8), 16);
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      if (await exists(client)) return;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`create database ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrlOf(building), max: 1 });
      try {
        await handle.withStartupLock((db) => migrateDatabase(handle, db));
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  });
  return name;
}

/**
 * Opens a database of `engine`: by default a copy of the migrated template; `migrate: false`
 * gives an empty one, `fresh: true` an empty one migrated here (the migrations' own tests).
 */
export async function createTestDb(
  engine: Engine,
  { migrate = true, fresh = false } = {},
): Promise<TestDb> {
  const fromTemplate = migrate && !fresh;
  let handle: DbHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (engine === 'pglite') {
    handle = await openDatabase({
      kind: 'pglite',
      loadDataDir: fromTemplate ? await pgliteTemplate() : undefined,
    });
  } else {
    if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `saithunga_test_${randomBytes(6).toString('hex')}`;
    const template = fromTemplate ? ` template ${await postgresTemplate()}` : '';
    await adminQuery(`create database ${name}${template}`);
    databaseUrl = databaseUrlOf(name);
    // Parallel workers share one server: a race of 100 checkouts can keep all 20 connections
    // busy for longer than production's 5 s wait under load. What the tests check is the race's
    // outcome, not this machine's speed, so a query here waits as long as the test may run.
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 20, waitMs: 60_000 });
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  if (migrate && !fromTemplate) await handle.withStartupLock((db) => migrateDatabase(handle, db));
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
