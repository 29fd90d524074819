/**
 * A page that failed because the database cannot be reached is answered 503 with Retry-After and
 * a friendly page, not Next's 500 (docs/decisions/database-faults.md). Next's App Router cannot
 * set a status from a server component, so the decision is made here, around Next, by the
 * production server (scripts/start.mjs): each request runs in a scope of its own, and the app
 * marks that scope when Next reports a render error that lib/db/unavailable.ts classifies as a
 * database fault (instrumentation.ts, `onRequestError`). Only a 500 of a marked request is
 * replaced: a genuine bug (nothing marked) stays a 500, and the mark lives in this process's
 * memory, where no header or cookie of a client can reach it.
 *
 * Plain JavaScript, for start.mjs; the app reaches the same scope through a global, since its
 * bundle holds a copy of this module of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { SECURITY_HEADERS } from '../security/policies.mjs';

const SCOPE = Symbol.for('saithunga.databaseUnavailableScope');

/** @returns {AsyncLocalStorage<{ unavailable: boolean }>} */
function scope() {
  globalThis[SCOPE] ??= new AsyncLocalStorage();
  return globalThis[SCOPE];
}

/** Seconds a client is asked to wait; the API's ServiceUnavailableError says the same. */
export const RETRY_AFTER_SECONDS = 30;

export const UNAVAILABLE_TEXT =
  "We can't reach our records just now. Please try again in a minute.";

/** Called by the app: the current request failed because the database cannot be reached. */
export function markDatabaseUnavailable() {
  const state = scope().getStore();
  if (state) state.unavailable = true;
}

/**
 * The page in the site's tone, standing alone: the header, footer and contact numbers come from
 * the database, which is the thing that is down (so no phone number is shown). Inline styles
 * only, under a policy that allows nothing else.
 */
const PAGE = `<!DOCTYPE html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | Saithunga Hospital</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8f7fc;min-height:100vh;display:flex;flex-direction:column}
header{background:#5b21b6;color:#fff;padding:1rem 1.5rem;font-weight:700;font-size:1.125rem}
main{flex:1;display:flex;align-items:center;justify-content:center;padding:2rem 1rem}
section{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(91,33,182,.12);max-width:32rem;padding:2rem;text-align:center}
h1{color:#5b21b6;font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 1.5rem}
a{display:inline-block;margin:.25rem;padding:.625rem 1.25rem;border-radius:8px;text-decoration:none;font-weight:600;border:2px solid #5b21b6}
.primary{background:#5b21b6;color:#fff}.outline{color:#5b21b6}
footer{text-align:center;padding:1rem;color:#6b7280;font-size:.875rem}
</style>
</head>
<body>
<header>Saithunga Multi-Speciality Hospital</header>
<main id="main"><section role="alert">
<h1>Temporarily unavailable</h1>
<p>${UNAVAILABLE_TEXT}</p>
<a class="primary" href="">Try again</a><a class="outline" href="/">Back to home</a>
</section></main>
<footer>Saithunga Multi-Speciality Hospital, Bangalore</footer>
</body>
</html>
`;

const PAGE_HEADERS = {
  ...SECURITY_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': String(Buffer.byteLength(PAGE)),
  'Cache-Control': 'no-store',
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** The API answers its own 503 in the one error shape (lib/api/handler.ts). */
const isApi = (url = '/') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Runs `next` (Next's handling of the request) in a scope the app can mark. A page answer that
 * Next starts as a 500 after a mark is replaced, before any byte of it is sent, by the 503 page;
 * whatever Next writes after that is dropped. Must be the last wrapper of `res` before Next, so
 * that it sees Next's writes first and its own go through compression like any answer.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => Promise<void>} next
 */
export function answerDatabaseUnavailable(req, res, next) {
  const state = { unavailable: false };
  const { writeHead, write, end } = res;
  let replaced = false;
  const replacing = (status) => {
    if (replaced) return true;
    if (status !== 500 || !state.unavailable || res.headersSent || isApi(req.url)) return false;
    replaced = true;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    writeHead.call(res, 503, PAGE_HEADERS);
    end.call(res, req.method === 'HEAD' ? undefined : PAGE);
    return true;
  };
  // Node calls writeHead itself before a body written without one; write and end check first
  // so that nothing of Next's 500 follows the page.
  res.writeHead = function writeHeadUnlessUnavailable(status, ...rest) {
    return replacing(status) ? res : writeHead.call(res, status, ...rest);
  };
  res.write = function writeUnlessUnavailable(chunk, ...rest) {
    if (!replacing(res.statusCode)) return write.call(res, chunk, ...rest);
    rest.find((arg) => typeof arg === 'function')?.();
    return true;
  };
  res.end = function endUnlessUnavailable(...args) {
    if (!replacing(res.statusCode)) return end.call(res, ...args);
    args.find((arg) => typeof arg === 'function')?.();
    return res;
  };
  return scope().run(state, next);
}
