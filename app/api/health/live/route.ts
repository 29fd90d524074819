import { NO_STORE } from '@/lib/api/handler';

export const dynamic = 'force-dynamic';

// GET /api/health/live – liveness: the process answers. Touches no database, so an outage of
// PostgreSQL never makes an orchestrator restart healthy instances (readiness says that).
export function GET() {
  return Response.json({ status: 'ok' }, { headers: NO_STORE });
}
