/**
 * The app's one import of @redis/client (the rate limits' client in lib/security/redis.ts and the
 * shared cache's in lib/cache/redis-cache-store.mjs come from here; ESLint refuses any other).
 *
 * Why it is wrapped: the client's RESP decoder declares `class VerbatimString extends String`.
 * In Node 20's V8, making String.prototype the prototype of a new class turns it into a
 * dictionary-mode (slow) object, and it stays so until an instance of such a class is built, which
 * makes the prototype chain fast again. Meanwhile every method call on every string of the process
 * is a slow lookup: the ETag hash Next computes over each cached page's HTML took 3-5 ms instead of
 * 1 ms, and the cached pages served 40% fewer requests a second
 * (docs/decisions/redis-shared-cache.md). Building one VerbatimString here, as the module loads,
 * puts String.prototype back in fast mode before any request is served.
 * tests/lib/redis-client.test.ts
 * checks both halves, so a Node or client upgrade that makes this unnecessary shows up there.
 */
import { createClient, VerbatimString } from '@redis/client';

new VerbatimString('', '');

export { createClient };
