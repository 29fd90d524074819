/**
 * Points the app's `getDb()` at a test database, so route handlers can be called directly in
 * jest. A test file calls `jest.mock('@/lib/db', () => appDbMock())` and then `useAppDb(db)`.
 */
import type { Db } from '@/lib/db/open';
import { testDbForFile, type Engine } from './db';

let current: Db | null = null;

export function useAppDb(db: Db | null): void {
  current = db;
}

export function appDbMock() {
  const actual = jest.requireActual('@/lib/db');
  return {
    ...actual,
    getDb: async () => {
      if (!current) throw new Error('useAppDb(db) was not called');
      return current;
    },
    // A test database is migrated before the app is pointed at it: ready for readiness probes.
    databaseStartup: () => (current ? 'ready' : 'not-started'),
  };
}

/** A database of `engine` for the whole file (testDbForFile), the app's getDb() pointed at it. */
export function appDbForFile(engine: Engine): { readonly db: Db } {
  const t = testDbForFile(engine);
  beforeAll(() => useAppDb(t.db));
  afterAll(() => useAppDb(null));
  return t;
}
