/**
 * The client address header that only the site's own server may set. scripts/start.mjs (what
 * `npm run start` runs) stamps every request with the address of the TCP peer before Next sees
 * it, replacing whatever a client sent under the same name; ./rate-limit.ts reads it, since
 * neither the middleware nor a route handler can see the socket. Plain JavaScript because the
 * start script runs in Node without a TypeScript step; the types are in client-peer.d.mts.
 */

export const PEER_HEADER = 'x-client-peer';

/** Replaces any client-sent PEER_HEADER of `req` with the socket's peer address. */
export function stampClientPeer(req) {
  if (PEER_HEADER in req.headers) {
    // Forged: drop every copy from the raw list too, so no reader of rawHeaders meets it.
    const raw = req.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) {
      if (raw[i].toLowerCase() === PEER_HEADER) raw.splice(i, 2);
    }
  }
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
}
