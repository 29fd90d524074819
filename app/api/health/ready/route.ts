import { NO_STORE } from '@/lib/api/handler';
import { checkReadiness } from '@/lib/db/readiness';
import { logger } from '@/lib/log';

export const dynamic = 'force-dynamic';

const MESSAGES = {
  starting: 'The database is being prepared (migrations and demo content)',
  down: 'The database cannot be reached',
} as const;

// GET /api/health/ready – readiness: 200 once this instance's database is migrated and answers;
// 503 at once while its start-up runs or when the database is down (load balancers and
// orchestrators keep it out of rotation). /api/health stays as it was: it waits for the start.
export async function GET() {
  const readiness = await checkReadiness();
  if (readiness.ready) {
    return Response.json({ status: 'ok', checks: { database: 'up' } }, { headers: NO_STORE });
  }
  if (readiness.database === 'down') {
    logger.warn({ path: '/api/health/ready' }, 'readiness: database unreachable');
  }
  return Response.json(
    {
      status: 'unavailable',
      message: MESSAGES[readiness.database],
      code: 'service_unavailable',
      checks: { database: readiness.database },
    },
    {
      status: 503,
      headers: { ...NO_STORE, 'Retry-After': readiness.database === 'starting' ? '5' : '30' },
    },
  );
}
