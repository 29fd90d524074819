/**
 * A PostgreSQL server that drops the pool's idle connections (a restart, a cut network) must not
 * take the site down: the pool reports the error, forgets the client and reconnects.
 */
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/open';

const describePostgres = engines.includes('postgres') ? describe : describe.skip;

describePostgres('PostgreSQL pool', () => {
  let t: TestDb;
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});

  beforeAll(async () => {
    t = await createTestDb('postgres', { migrate: false });
  });

  afterAll(async () => {
    logged.mockRestore();
    await t.drop();
  });

  it('survives the server ending its idle connections, and answers the next query', async () => {
    const pids = await Promise.all(
      [0, 1, 2].map(() =>
        queryRows<{ pid: number }>(t.db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
      ),
    );
    expect(pids.flat().length).toBe(3);

    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])',
        [pids.flat().map((r) => r.pid)],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Give the pool's sockets time to see the termination.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'PostgreSQL pool: idle client error',
        err: expect.objectContaining({ code: '57P01' }),
      }),
    );
    const [row] = await queryRows<{ ok: number }>(t.db, sql`select 1 as ok`);
    expect(row.ok).toBe(1);
  });
});
