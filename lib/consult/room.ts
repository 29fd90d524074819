import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import { asc, eq, sql } from 'drizzle-orm';
import { array, mixed, number, object, string } from 'yup';
import { withoutForbiddenCharacters } from '@/lib/validation/fields';
import { ServiceError } from '@/lib/api/errors';
import type { Db } from '@/lib/db/open';
import { consultationFiles, consultationMessages, consultations } from '@/lib/db/schema';
import {
  credentialsOf,
  roomEntrant,
  roomHours,
  roomState,
  type ConsultSide,
  type Entrant,
  type RoomState,
} from './access';
import { publish, SIGNAL_KINDS, type SignalKind } from './hub';

/**
 * What the room's routes do for an entrant (issue 47): the access check of every call, the
 * signals a side may send (and what each records: chat, the end, a phone call asked for), and
 * the room's history for a side that (re)joins. The media never pass here.
 */

export const NOT_IN_ROOM =
  'You cannot enter this consultation. Open it from your account, with your booking code, or, for the doctor, from the console.';
const ROOM_NOT_OPEN: Record<Exclude<RoomState, 'open'>, string> = {
  waiting: 'The consultation room is not open yet.',
  ended: 'This consultation has ended.',
  closed: 'This consultation room has closed.',
};

/** 403 in the API's one error shape: the same answer for no room and for no access. */
const refused = (message: string) => new ServiceError(403, message, 'not_in_room');

/** The reference of a /consult/{reference}/… route's request; '' (no room) for a malformed one. */
export function referenceOf(request: Request): string {
  try {
    return decodeURIComponent(new URL(request.url).pathname.split('/')[2] ?? '');
  } catch {
    return '';
  }
}

/**
 * The entrant of the room `reference` for this request's cookies, while the room is open; 403
 * otherwise. Every signalling call and event stream starts here.
 */
export async function requireEntrant(
  db: Db,
  request: Request,
  reference: string,
  now = new Date(),
): Promise<Entrant> {
  const entrant = await roomEntrant(
    db,
    reference,
    credentialsOf(new RequestCookies(request.headers)),
    now,
  );
  if (!entrant) throw refused(NOT_IN_ROOM);
  const state = await roomState(db, entrant.appointment, now);
  if (state !== 'open') throw refused(ROOM_NOT_OPEN[state]);
  return entrant;
}

const SDP_MAX = 60_000;
const CHAT_MAX = 2000;
const INVALID_SIGNAL = 'This message cannot be sent.';

/** One signal as posted: its kind and that kind's fields (the others absent). */
export const signalSchema = object({
  kind: string().required(INVALID_SIGNAL).oneOf(SIGNAL_KINDS, INVALID_SIGNAL),
  /** description: an offer or answer of RTCPeerConnection. */
  type: string().when('kind', {
    is: 'description',
    then: (s) => s.required(INVALID_SIGNAL).oneOf(['offer', 'answer'], INVALID_SIGNAL),
    otherwise: (s) => s.strip(),
  }),
  sdp: string().when('kind', {
    is: 'description',
    then: (s) => s.required(INVALID_SIGNAL).max(SDP_MAX, INVALID_SIGNAL),
    otherwise: (s) => s.strip(),
  }),
  /** candidates: ICE candidates gathered since the last post (trickled in batches). */
  candidates: array()
    .of(
      object({
        candidate: string().defined().max(2000, INVALID_SIGNAL),
        sdpMid: string().nullable().max(64, INVALID_SIGNAL),
        sdpMLineIndex: number().nullable().integer().min(0).max(64),
        usernameFragment: string().nullable().max(256, INVALID_SIGNAL),
      }),
    )
    .when('kind', {
      is: 'candidates',
      then: (s) => s.required(INVALID_SIGNAL).min(1, INVALID_SIGNAL).max(50, INVALID_SIGNAL),
      otherwise: (s) => s.strip(),
    }),
  /** chat: the message's text. */
  body: string().when('kind', {
    is: 'chat',
    then: (s) =>
      withoutForbiddenCharacters(
        s
          .trim()
          .required('Write a message first.')
          .max(CHAT_MAX, `A message can be at most ${CHAT_MAX} characters.`),
      ),
    otherwise: (s) => s.strip(),
  }),
  /** presence: still here (answered to the other side's join). */
  state: mixed<'here'>().when('kind', {
    is: 'presence',
    then: (s) => s.required(INVALID_SIGNAL).oneOf(['here'], INVALID_SIGNAL),
    otherwise: (s) => s.strip(),
  }),
});

export type SignalInput = {
  kind: SignalKind;
  type?: string;
  sdp?: string;
  candidates?: unknown[];
  body?: string;
  state?: string;
};

/** A chat line as both sides see it. */
export type ChatLine = {
  id: number;
  sender: ConsultSide;
  body: string;
  at: string;
  file: { id: number; name: string } | null;
};

/** The consultation's row, made the first time either side opens the room. */
async function ensureConsultation(db: Db, appointmentId: number): Promise<void> {
  await db.insert(consultations).values({ appointmentId }).onConflictDoNothing();
}

/** Records that `side` opened the room (the first time only). */
export async function markJoined(db: Db, entrant: Entrant, now = new Date()): Promise<void> {
  await ensureConsultation(db, entrant.appointment.id);
  const column =
    entrant.side === 'doctor' ? consultations.doctorJoinedAt : consultations.patientJoinedAt;
  await db
    .update(consultations)
    .set(
      entrant.side === 'doctor'
        ? { doctorJoinedAt: sql`coalesce(${column}, ${now.toISOString()}::timestamptz)` }
        : { patientJoinedAt: sql`coalesce(${column}, ${now.toISOString()}::timestamptz)` },
    )
    .where(eq(consultations.appointmentId, entrant.appointment.id));
}

/**
 * Handles a signal from `entrant`: records what needs keeping, then sends it to the room.
 * Offers, answers and candidates pass through only.
 */
export async function sendSignal(
  db: Db,
  entrant: Entrant,
  input: SignalInput,
  now = new Date(),
): Promise<{ id?: number }> {
  const room = entrant.appointment.id;
  const from = entrant.side;
  switch (input.kind) {
    case 'chat': {
      const [row] = await db
        .insert(consultationMessages)
        .values({ appointmentId: room, sender: from, body: input.body ?? '', createdAt: now })
        .returning({ id: consultationMessages.id });
      const line: ChatLine = {
        id: row.id,
        sender: from,
        body: input.body ?? '',
        at: now.toISOString(),
        file: null,
      };
      await publish({ room, from, kind: 'chat', data: line });
      return { id: row.id };
    }
    case 'end': {
      await ensureConsultation(db, room);
      await db
        .update(consultations)
        .set({ endedAt: now, endedBy: from })
        .where(eq(consultations.appointmentId, room));
      await publish({ room, from, kind: 'end', data: null });
      return {};
    }
    case 'phone': {
      if (from !== 'patient') throw refused('Only the patient asks for a phone call.');
      await ensureConsultation(db, room);
      await db
        .update(consultations)
        .set({ phoneCallRequestedAt: now })
        .where(eq(consultations.appointmentId, room));
      await publish({ room, from, kind: 'phone', data: { at: now.toISOString() } });
      return {};
    }
    case 'file':
      // Files arrive through the room's upload route, which sends this signal itself.
      throw refused(INVALID_SIGNAL);
    case 'description':
      await publish({
        room,
        from,
        kind: 'description',
        data: { type: input.type, sdp: input.sdp },
      });
      return {};
    case 'candidates':
      await publish({ room, from, kind: 'candidates', data: input.candidates });
      return {};
    case 'presence':
      await publish({ room, from, kind: 'presence', data: { state: input.state } });
      return {};
  }
}

/** The room's chat so far, oldest first, with the files shared in it. */
export async function roomChat(db: Db, appointmentId: number): Promise<ChatLine[]> {
  const rows = await db
    .select({
      id: consultationMessages.id,
      sender: consultationMessages.sender,
      body: consultationMessages.body,
      at: consultationMessages.createdAt,
      fileId: consultationFiles.id,
      fileName: consultationFiles.fileName,
    })
    .from(consultationMessages)
    .leftJoin(consultationFiles, eq(consultationFiles.id, consultationMessages.fileId))
    .where(eq(consultationMessages.appointmentId, appointmentId))
    .orderBy(asc(consultationMessages.id));
  return rows.map((r) => ({
    id: r.id,
    sender: r.sender,
    body: r.body,
    at: r.at.toISOString(),
    file: r.fileId !== null && r.fileName !== null ? { id: r.fileId, name: r.fileName } : null,
  }));
}

/** What the room's page shows before the call: the times, and whether the other side came. */
export async function roomFacts(db: Db, entrant: Entrant, now = new Date()) {
  const [row] = await db
    .select()
    .from(consultations)
    .where(eq(consultations.appointmentId, entrant.appointment.id));
  const { opensAt, closesAt } = roomHours(entrant.appointment);
  return {
    state: await roomState(db, entrant.appointment, now),
    opensAt,
    closesAt,
    doctorJoinedAt: row?.doctorJoinedAt ?? null,
    phoneCallRequestedAt: row?.phoneCallRequestedAt ?? null,
  };
}
