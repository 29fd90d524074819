import { NO_STORE } from '@/lib/api/handler';
import { pingDatabase } from '@/lib/db/ping';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

export const dynamic = 'force-dynamic';

// GET /api/health – ready once the database is migrated and seeded; used by start-up probes and
// load balancers, which take an instance out of rotation on the 503 and read which check failed.
export async function GET() {
  try {
    await pingDatabase();
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
  return Response.json({ status: 'ok', checks: { database: 'up' } }, { headers: NO_STORE });
}
