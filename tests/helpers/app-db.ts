/**
 * Points the app's `getDb()` at a test database, so route handlers can be called directly in
 * jest. A test file calls `jest.mock('@/lib/db', () => appDbMock())` and then `useAppDb(db)`.
 */
import type { Db } from '@/lib/db/open';

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
  };
}
