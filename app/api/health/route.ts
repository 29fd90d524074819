import { sql } from 'drizzle-orm';
import { NO_STORE } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getQueryCount } from '@/lib/db/open';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

export const dynamic = 'force-dynamic';

// The probe's own queries are left out of the reported count.
let probeQueries = 0;

// GET /api/health – ready once the database is migrated and seeded; used by start-up probes and
// load balancers, which take an instance out of rotation on the 503 and read which check failed.
export async function GET() {
  try {
    const db = await getDb();
    const before = getQueryCount();
    await db.execute(sql`select 1`);
    probeQueries += getQueryCount() - before;
  } catch (error) {
    logger.error({ path: '/api/health', err: safeError(error) }, 'health: database unreachable');
    return Response.json(
      {
        status: 'unavailable',
        message: 'The database cannot be reached',
        code: 'service_unavailable',
        checks: { database: 'down' },
      },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '30' } },
    );
  }
  const body = env.exposeDbStats
    ? { status: 'ok', checks: { database: 'up' }, queries: getQueryCount() - probeQueries }
    : { status: 'ok', checks: { database: 'up' } };
  return Response.json(body, { headers: NO_STORE });
}
