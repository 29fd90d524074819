// POST /consult/SMH-…/signal – one signal of a side in the room: offer/answer, ICE candidates,
// chat, presence, end, a phone call asked for (lib/consult/room.ts). Under /consult, not /api,
// so the room's cookies (scoped to /consult) reach it; scripts/start.mjs holds it to
// CONSULT_SIGNAL_BODY_LIMIT (lib/api/server-actions.mjs).
import { CONSULT_SIGNAL_BODY_LIMIT } from '@/lib/api/body-limits.mjs';
import { formRoute, json } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import {
  referenceOf,
  requireEntrant,
  sendSignal,
  signalSchema,
  type SignalInput,
} from '@/lib/consult/room';

export const dynamic = 'force-dynamic';

export const POST = formRoute({
  body: 'json',
  maxBytes: CONSULT_SIGNAL_BODY_LIMIT,
  schema: signalSchema,
  handle: async (input, request) => {
    const db = await getDb();
    const entrant = await requireEntrant(db, request, referenceOf(request));
    return json(await sendSignal(db, entrant, input as SignalInput));
  },
});
