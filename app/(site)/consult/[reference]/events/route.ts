// GET /consult/SMH-…/events – the side's event stream of the room (Server-Sent Events,
// lib/consult/events.ts); 403 in the one error shape without access or while the room is shut.
import { withErrors } from '@/lib/api/handler';
import { openEventStream } from '@/lib/consult/events';
import { requireEntrant } from '@/lib/consult/room';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export const GET = withErrors(async (request: Request, { params }: Context) => {
  const db = await getDb();
  const entrant = await requireEntrant(db, request, (await params).reference);
  return openEventStream(db, entrant, request);
});
