/**
 * The key every per-client limit (./limits) counts by: the client's address, as far as the
 * site can know it without letting the client choose it. See docs/decisions/client-address.md.
 *
 * scripts/start.mjs stamps each request with the TCP peer's address (PEER_HEADER), replacing any
 * value a client sent. Each reverse proxy in front appends the address it was connected from to
 * X-Forwarded-For, so the chain [...X-Forwarded-For, peer] ends with addresses written by the
 * site's own machines; TRUSTED_PROXY_HOPS says how many of those machines there are, and the key
 * is the entry that many places from the right end. Anything further left came from the client.
 */
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { PEER_HEADER } from './client-peer.mjs';

/** Longer than any IPv6 address with a zone; a longer "address" is cut rather than stored. */
const MAX_KEY_LENGTH = 64;

// On globalThis: the route handlers are separate bundles, one process.
const WARNED = '__saithungaForgeableKeyWarned';

function warnForgeable() {
  const scope = globalThis as { [WARNED]?: boolean };
  if (scope[WARNED]) return;
  scope[WARNED] = true;
  logger.warn(
    `Rate limits: requests carry no ${PEER_HEADER} header, so this server was not started with ` +
      '`npm run start` (scripts/start.mjs). The limit key falls back to X-Forwarded-For, which ' +
      'a client reaching this server directly can forge to get a fresh limit each time.',
  );
}

/**
 * One key per client: an IPv4-mapped IPv6 address is its IPv4 address, and an IPv6 address is
 * its /64 network, the block one subscriber gets (a client could otherwise step through its
 * 2^64 addresses for a fresh limit each time). Anything that is no address is cut to a bounded key.
 */
function normalise(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, MAX_KEY_LENGTH);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The client's address for `headers`, trusting `trustedHops` proxies (TRUSTED_PROXY_HOPS): 0
 * takes the peer itself (served directly), 1 the address the one proxy appended, 2 the one a CDN
 * appended before the proxy, and so on. With fewer entries than hops the left-most is used.
 * Without the peer header (plain `next start` or `next dev`), X-Forwarded-For alone, as Next
 * fills it: its right-most entry for 0 or 1 hop, and one warning that the key is forgeable.
 */
export function clientKey(headers: Headers, trustedHops: number = env.trustedProxyHops): string {
  const peer = headers.get(PEER_HEADER)?.trim() || undefined;
  if (!peer) warnForgeable();
  // Without the peer, the entry Next appended stands in for it: at least one hop is trusted.
  const hops = Math.max(peer ? 0 : 1, Math.floor(trustedHops));
  // proxy-addr walks [peer, ...X-Forwarded-For from the right] and stops at the first entry
  // past the trusted hops (or at the left-most).
  const request = {
    headers: { 'x-forwarded-for': headers.get('x-forwarded-for') ?? '' },
    socket: { remoteAddress: peer },
  };
  const address = proxyAddr(request as never, (_entry, index) => index < hops);
  return address ? normalise(address) : 'unknown';
}
