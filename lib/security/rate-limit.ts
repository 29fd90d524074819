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
import { isIPv6 } from 'node:net';
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

function forwardedFor(headers: Headers): string[] {
  return (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The first four groups of an IPv6 address (already checked by isIPv6), as hex numbers. */
function ipv6Network(address: string): string {
  const plain = address.split('%')[0];
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const [left, right] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const full = [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * One key per client: an IPv4-mapped IPv6 address is its IPv4 address, and an IPv6 address is
 * its /64 network, the block one subscriber gets (a client could otherwise step through its
 * 2^64 addresses for a fresh limit each time).
 */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv6(address)) return ipv6Network(address);
  return address.slice(0, MAX_KEY_LENGTH);
}

/**
 * The client's address for `headers`, trusting `trustedHops` proxies (TRUSTED_PROXY_HOPS): 0
 * takes the peer itself (served directly), 1 the address the one proxy appended, 2 the one a CDN
 * appended before the proxy, and so on. With fewer entries than hops the left-most is used.
 * Without the peer header (plain `next start` or `next dev`), X-Forwarded-For alone, as Next
 * fills it: its right-most entry for 0 or 1 hop, and one warning that the key is forgeable.
 */
export function clientKey(headers: Headers, trustedHops: number = env.trustedProxyHops): string {
  const hops = Math.max(0, Math.floor(trustedHops));
  const peer = headers.get(PEER_HEADER)?.trim();
  const entries = forwardedFor(headers);
  if (peer) {
    const chain = [...entries, peer];
    return normalise(chain[Math.max(0, chain.length - 1 - hops)]);
  }
  warnForgeable();
  if (entries.length === 0) return 'unknown';
  return normalise(entries[Math.max(0, entries.length - Math.max(1, hops))]);
}
