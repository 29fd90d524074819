/**
 * The one classification of database errors (lib/db/unavailable.ts): every fault that means
 * "the database cannot serve us just now" is named, however it is wrapped (Drizzle's cause,
 * Node's AggregateError, Next's re-created error of a `'use cache'` read); a wrong query or a
 * bug in our code is not, so it stays a 500. Then the real drivers' errors, as they come.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { openDatabase } from '@/lib/db/open';
import {
  DatabaseUnavailableError,
  databaseFault,
  isDatabaseUnavailable,
  type DatabaseFault,
} from '@/lib/db/unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

/** As Drizzle throws a failed query: its own error, the driver's as the cause. */
const drizzle = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);

describe('databaseFault', () => {
  it.each<[string, DatabaseFault]>([
    ['08001', 'refused'],
    ['08006', 'refused'],
    ['3D000', 'unknown_database'],
    ['28000', 'authentication'],
    ['28P01', 'authentication'],
    ['57014', 'timeout'],
    ['25P03', 'timeout'],
    ['53300', 'too_many_connections'],
    ['25006', 'read_only'],
    ['57P01', 'shutting_down'],
    ['57P02', 'shutting_down'],
    ['57P03', 'shutting_down'],
  ])('SQLSTATE %s is %s, bare or wrapped by Drizzle', (code, fault) => {
    expect(databaseFault(withCode(code))).toBe(fault);
    expect(databaseFault(drizzle(withCode(code)))).toBe(fault);
  });

  it.each<[string, DatabaseFault]>([
    ['ECONNREFUSED', 'refused'],
    ['ECONNRESET', 'refused'],
    ['ENOTFOUND', 'refused'],
    ['EHOSTUNREACH', 'refused'],
    ['ETIMEDOUT', 'timeout'],
  ])('socket error %s is %s', (code, fault) => {
    expect(databaseFault(withCode(code))).toBe(fault);
  });

  it.each<[string, DatabaseFault]>([
    ['timeout exceeded when trying to connect', 'timeout'],
    ['Connection terminated due to connection timeout', 'timeout'],
    ['Query read timeout', 'timeout'],
    ['Connection terminated unexpectedly', 'refused'],
  ])('node-postgres "%s" is %s', (message, fault) => {
    expect(databaseFault(drizzle(new Error(message)))).toBe(fault);
  });

  it('names the unopenable PGlite directory that lib/db reports', () => {
    const error = new DatabaseUnavailableError('storage', 'cannot open', {
      cause: withCode('EACCES'),
    });
    expect(databaseFault(error)).toBe('storage');
    expect(databaseFault(drizzle(error))).toBe('storage');
  });

  it('follows causes several levels deep, and every attempt of a connect', () => {
    const deep = new Error('outer', { cause: new Error('middle', { cause: withCode('3D000') }) });
    expect(databaseFault(deep)).toBe('unknown_database');
    const attempts = new AggregateError([new Error('ipv6'), withCode('ECONNREFUSED')], 'connect');
    expect(databaseFault(drizzle(attempts))).toBe('refused');
  });

  it("recovers the original of an error re-created by a 'use cache' read", () => {
    // What a caller of a cached read gets in production: a bare error with Next's digest only.
    const recreated = Object.assign(
      new Error('An error occurred in the Server Components render.'),
      {
        digest: '3702547375',
      },
    );
    expect(databaseFault(recreated)).toBeNull();
    const store = {
      reactServerErrorsByDigest: new Map([['3702547375', drizzle(withCode('ECONNREFUSED'))]]),
    };
    const seen = workAsyncStorage.run(store as never, () => databaseFault(recreated));
    expect(seen).toBe('refused');
  });

  it.each<[string, unknown]>([
    ['42P01 (undefined table)', withCode('42P01')],
    ['42703 (undefined column), wrapped', drizzle(withCode('42703'))],
    ['23505 (unique violation)', withCode('23505')],
    ['40001 (serialization failure)', withCode('40001')],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a plain Error', new Error('boom')],
    ['an EACCES outside lib/db', withCode('EACCES')],
    ['a bug re-created by a cached read', Object.assign(new Error('x'), { digest: '1' })],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is no database fault (a 500)', (_name, error) => {
    expect(databaseFault(error)).toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('a bug that Next registered under its own digest stays a bug', () => {
    const bug = Object.assign(new TypeError('x'), { digest: '42' });
    const store = { reactServerErrorsByDigest: new Map([['42', bug]]) };
    expect(workAsyncStorage.run(store as never, () => databaseFault(bug))).toBeNull();
  });

  it('ends on a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(databaseFault(a)).toBeNull();
  });
});

describe('the real drivers', () => {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const itPostgres = postgresUrl ? it : it.skip;

  async function openError(open: () => Promise<{ close(): Promise<void> }>) {
    try {
      const handle = await open();
      await handle.close();
    } catch (error) {
      return error;
    }
    throw new Error('the database opened');
  }

  async function queryError(url: string) {
    const handle = await openDatabase({ kind: 'postgres', url, max: 1 });
    try {
      await handle.db.execute(sql`select 1`);
    } catch (error) {
      return error;
    } finally {
      await handle.close();
    }
    throw new Error('the query ran');
  }

  it('a refused port is refused', async () => {
    expect(databaseFault(await queryError('postgres://postgres@127.0.0.1:1/x'))).toBe('refused');
  });

  itPostgres('a database that does not exist is unknown_database (3D000)', async () => {
    const url = new URL(postgresUrl!);
    url.pathname = '/saithunga_no_such_database';
    const error = await queryError(url.href);
    expect(databaseFault(error)).toBe('unknown_database');
  });

  itPostgres('a role the server refuses is authentication (28000 or 28P01)', async () => {
    const url = new URL(postgresUrl!);
    url.username = 'saithunga_no_such_role';
    expect(databaseFault(await queryError(url.href))).toBe('authentication');
  });

  it('a PGlite data directory that cannot be opened is storage', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dbfault-')), 'not-a-dir');
    fs.writeFileSync(file, 'x');
    try {
      const error = await openError(() =>
        openDatabase({ kind: 'pglite', dataDir: path.join(file, 'pglite') }),
      );
      expect(databaseFault(error)).toBe('storage');
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
