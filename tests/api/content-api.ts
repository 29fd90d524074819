/**
 * What the content API tests share (site-api, departments-api, doctors-api): one seeded
 * database of an engine for the whole file, the routes pointed at it, and a call of a route
 * handler as Next makes it. A test file first mocks `@/lib/db` with appDbMock() and
 * `next/cache` with noIncrementalCacheMock(), so every read goes to the database.
 */
import { PUBLIC_CACHE } from '@/lib/api/handler';
import type { Db } from '@/lib/db/open';
import { seedDatabase } from '@/lib/seed';
// Renamed: it points getDb() at a database; it is no React hook.
import { useAppDb as pointAppDbAt } from '../helpers/app-db';
import { createTestDb, type Engine, type TestDb } from '../helpers/db';

/** The India date the demo content is seeded for (only the schedules depend on it). */
const SEED_DAY = '2025-03-10';

/** A database of `engine` with the demo content, opened before the file's tests. */
export function seededDbForFile(engine: Engine): { readonly db: Db } {
  let t: TestDb | undefined;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await seedDatabase(t.db, { today: SEED_DAY });
    pointAppDbAt(t.db);
  }, 180_000);
  afterAll(async () => {
    pointAppDbAt(null);
    await t?.drop();
  });
  return {
    get db() {
      if (!t) throw new Error('the test database is read before beforeAll has opened it');
      return t.db;
    },
  };
}

/** Any route handler: a parameter-less one ignores the context it is given. */
type Route = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

export type Answer<T> = { status: number; cacheControl: string | null; body: T };

/**
 * Calls a GET route handler with its path parameters, as Next does. `T` is the body expected,
 * usually the shape function's return type, so the assertions are type-checked against it.
 */
export async function get<T = unknown>(
  route: Route,
  params: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await route(new Request('http://localhost/api/content', { method: 'GET' }), {
    params: Promise.resolve(params) as Promise<never>,
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as T,
  };
}

/** A content answer: 200, cacheable for a minute (the data itself is cached by tag). */
export function expectOk(answer: Answer<unknown>): void {
  expect(answer.status).toBe(200);
  expect(answer.cacheControl).toBe(PUBLIC_CACHE['Cache-Control']);
}

/** Any numeric id as the API's string `_id`. */
export const anyId = expect.stringMatching(/^\d+$/);
