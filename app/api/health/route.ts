import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { getQueryCount } from '@/lib/db/open';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

// The probe's own queries are left out of the reported count.
let probeQueries = 0;

// GET /api/health – ready once the database is migrated and seeded; used by start-up probes.
export async function GET() {
  const db = await getDb();
  const before = getQueryCount();
  await db.execute(sql`select 1`);
  probeQueries += getQueryCount() - before;
  const body = env.exposeDbStats
    ? { status: 'ok', queries: getQueryCount() - probeQueries }
    : { status: 'ok' };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
