import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import type { Db } from '@/lib/db/open';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';
import { credentialsOf, roomEntrant, roomState, type Entrant } from './access';
import { publish, subscribe, type Signal } from './hub';
import { iceServers } from './ice';
import { markJoined, roomChat } from './room';

/**
 * The event stream of one side in a room (Server-Sent Events, GET /consult/{reference}/events):
 * first a `welcome` with the side, the ICE servers and the chat so far, then every signal of the
 * room from the other side (and the chat of both). Opening it announces the side ('joined');
 * a side that hears the other join answers 'here', so each learns the other is present whichever
 * came first; closing it says 'left'. The stream checks its access again every
 * RECHECK_SECONDS and ends when it is gone (a signed-out doctor, a lapsed code, an ended call).
 */

export const HEARTBEAT_SECONDS = 15;
export const RECHECK_SECONDS = 60;

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${JSON.stringify(data)}\n\n`);

/** The id a page's visit names itself by (?peer=): a new one means the other side reloaded. */
const peerOf = (request: Request) => {
  const peer = new URL(request.url).searchParams.get('peer') ?? '';
  return /^[a-z0-9]{8,32}$/.test(peer) ? peer : null;
};

export async function openEventStream(
  db: Db,
  entrant: Entrant,
  request: Request,
): Promise<Response> {
  const peer = peerOf(request);
  await markJoined(db, entrant);
  const room = entrant.appointment.id;
  const side = entrant.side;
  const chat = await roomChat(db, room);
  let close = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (data: unknown) => {
        if (!open) return;
        try {
          controller.enqueue(data instanceof Uint8Array ? data : event(data));
        } catch {
          close();
        }
      };
      const say = (signal: Omit<Signal, 'room' | 'from'>) =>
        publish({ room, from: side, ...signal }).catch((error) =>
          logger.warn({ err: safeError(error) }, 'consult: a presence signal was not sent'),
        );
      send({ kind: 'welcome', side, iceServers: iceServers(`${room}-${side}`), chat });
      const unsubscribe = subscribe(room, (signal) => {
        if (signal.from === side && signal.kind !== 'chat') return;
        send(signal);
        if (signal.kind === 'presence' && (signal.data as { state?: string })?.state === 'joined') {
          void say({ kind: 'presence', data: { state: 'here', peer } });
        }
      });
      const heartbeat = setInterval(
        () => send(encoder.encode(': keep-alive\n\n')),
        HEARTBEAT_SECONDS * 1000,
      );
      const recheck = setInterval(() => {
        const cookies = credentialsOf(new RequestCookies(request.headers));
        roomEntrant(db, entrant.appointment.reference, cookies)
          .then(async (still) =>
            still?.side === side && (await roomState(db, still.appointment)) === 'open'
              ? undefined
              : close(),
          )
          .catch(() => undefined);
      }, RECHECK_SECONDS * 1000);
      close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearInterval(recheck);
        unsubscribe();
        void say({ kind: 'presence', data: { state: 'left', peer } });
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      request.signal.addEventListener('abort', () => close());
      void say({ kind: 'presence', data: { state: 'joined', peer } });
    },
    cancel() {
      close();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the server's compression would hold events back to fill its buffer.
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
