/**
 * `npm run start`: the production server. Next's own custom-server API
 * (`next({ dev: false })`, `getRequestHandler()`) behind node:http, doing what `next start` does
 * (same options: [directory] -p/--port or PORT, -H/--hostname, --keepAliveTimeout; graceful stop
 * on SIGTERM/SIGINT) plus one thing it cannot: each request is stamped with the TCP peer's
 * address (lib/security/client-peer.mjs), replacing anything a client sent under that header,
 * so that per-client limits count by an address the client cannot choose. `next start` leaves
 * only X-Forwarded-For, which it fills from the socket solely when the client sent none.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Duplex } from 'node:stream';
import compression from 'compression';
import { refuseBodyEarly } from '../lib/api/body-limits.mjs';
import { refuseServerActionEarly } from '../lib/api/server-actions.mjs';
import { answerDatabaseUnavailable } from '../lib/http/database-unavailable.mjs';
import { admitLargeBody, LARGE_BODY_RETRY_SECONDS } from '../lib/http/large-bodies.mjs';
import { holdScriptsUntilPaint } from '../lib/http/scripts-after-paint.mjs';
import { countPageAnswer } from '../lib/metrics/counts.mjs';
import { loadPageRoutes } from '../lib/metrics/page-routes.mjs';
import { stampClientPeer } from '../lib/security/client-peer.mjs';

function positiveInteger(name, value) {
  const n = Number(value);
  if (!/^\d+$/.test(String(value)) || !Number.isSafeInteger(n) || n <= 0) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return n;
}

/**
 * The options of `next start`: the port from -p/--port, else PORT, else 3000; the hostname from
 * -H/--hostname, else every interface (as `next start`, HOSTNAME is not read: shells and
 * containers set it to the machine's name).
 */
/**
 * SCRIPTS_AFTER_PAINT: unset or `on` holds each page's scripts until its first paint (the
 * default, as deployed); `off` serves them as Next writes them, only to measure what the hold
 * buys (docs/decisions/scripts-after-paint.md). Anything else is refused, not taken as either.
 */
function holdsScripts(value = 'on') {
  if (value !== 'on' && value !== 'off')
    throw new Error(`SCRIPTS_AFTER_PAINT must be on or off, got "${value}"`);
  return value === 'on';
}

export function parseStartArgs(argv, env = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      port: { type: 'string', short: 'p' },
      hostname: { type: 'string', short: 'H' },
      keepAliveTimeout: { type: 'string' },
    },
  });
  if (positionals.length > 1)
    throw new Error(`One directory at most, got ${positionals.join(' ')}`);
  return {
    dir: path.resolve(positionals[0] ?? '.'),
    port: positiveInteger('port', values.port ?? env.PORT ?? '3000'),
    hostname: values.hostname || undefined,
    keepAliveTimeout:
      values.keepAliveTimeout === undefined
        ? undefined
        : positiveInteger('keepAliveTimeout', values.keepAliveTimeout),
    holdScripts: holdsScripts(env.SCRIPTS_AFTER_PAINT),
  };
}

/** The path of a request target, without its query string (which may carry what was typed). */
function pathOf(url = '/') {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A body refused before Next reads it: Next buffers a POST's body for the middleware before any
 * route runs, so the route's own limit would come after the whole upload. The connection is
 * closed after the answer, so the rest of the body is never read.
 */
function refuseEarly(req, res) {
  const [method, pathname] = [req.method ?? 'GET', pathOf(req.url)];
  const refusal =
    refuseBodyEarly(method, pathname, req.headers) ??
    refuseServerActionEarly(method, pathname, req.headers);
  if (refusal) {
    answerRefusal(req, res, refusal.status, 'application/json', errorBody(refusal.body));
    return true;
  }
  if (admitLargeBody(req, res)) return false;
  const body = errorBody({
    message: 'We are receiving other uploads just now. Please try again in a few seconds.',
    code: 'rate_limited',
  });
  answerRefusal(req, res, 429, 'application/json', body, {
    'Retry-After': String(LARGE_BODY_RETRY_SECONDS),
  });
  return true;
}

/** The API's one error shape, request id included (nothing is logged for a refusal). */
function errorBody({ message, code }) {
  return JSON.stringify({ message, code, requestId: randomUUID() });
}

/** A refusal the server answers itself; the connection closes, so no unread body is kept. */
function answerRefusal(req, res, status, type, body, extra = {}) {
  res.writeHead(status, {
    ...extra,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Whether every %-escape of a path decodes to UTF-8 text (`%ff`, `%ED%A0%80` do not). */
function decodablePath(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * 400 for a path whose %-escapes are not UTF-8: Next fails on it with a bare 500 (a dynamic
 * segment cannot be decoded), before any route or error page could answer. Under /api the
 * answer is the API's error shape; elsewhere a line of text.
 */
function refuseMalformedPath(req, res) {
  const pathname = pathOf(req.url);
  if (decodablePath(pathname)) return false;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const message = 'The address has a %-escape that is not UTF-8 text';
    answerRefusal(req, res, 400, 'application/json', errorBody({ message, code: 'malformed_url' }));
  } else {
    const text = 'Bad request: the address has a %-escape that is not UTF-8 text.\n';
    answerRefusal(req, res, 400, 'text/plain; charset=utf-8', text);
  }
  return true;
}

/**
 * Next answers a method that an API route does not export (PUT on a form's POST route) with an
 * empty 405. This gives that answer the API's error shape on its way out: only an /api answer
 * that is a 405 with no content type and no body of its own, so whatever a route answers itself
 * is untouched. Next may send the status line first and end the (empty) body later, so both the
 * head and the end are watched. `OPTIONS` (which Next answers) lists the methods an endpoint takes.
 */
function shapeEmptyMethodRefusal(req, res) {
  if (!pathOf(req.url).startsWith('/api/')) return;
  const { writeHead, write, end } = res;
  const emptyRefusal = () => res.statusCode === 405 && !res.hasHeader('content-type');
  let refusing = false;
  let wroteBody = false;
  const markRefusal = () => {
    refusing = true;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-store');
  };
  // Node calls writeHead(statusCode) itself before the first byte of a body or at the end.
  res.writeHead = function writeHeadOfRefusal(status, ...rest) {
    if (status === 405 && rest.length === 0 && !res.hasHeader('content-type')) markRefusal();
    return writeHead.call(res, status, ...rest);
  };
  res.write = function writeOfRefusal(chunk, ...rest) {
    if (chunk?.length) wroteBody = true;
    return write.call(res, chunk, ...rest);
  };
  res.end = function endOfRefusal(chunk, ...rest) {
    const bodiless = !chunk || typeof chunk === 'function' || chunk.length === 0;
    if (!res.headersSent && bodiless && emptyRefusal()) markRefusal();
    if (!refusing || wroteBody || !bodiless || req.method === 'HEAD') {
      return end.call(res, chunk, ...rest);
    }
    const body = errorBody({
      message: `This endpoint does not take ${req.method} requests`,
      code: 'method_not_allowed',
    });
    if (!res.headersSent) res.setHeader('Content-Length', Buffer.byteLength(body));
    return end.call(res, body, ...(typeof chunk === 'function' ? [chunk] : rest));
  };
}

const gzip = compression();

/**
 * Compression, done here instead of in Next (`compress: false` in next.config.mjs) so that a
 * page's HTML can be rewritten before it is compressed (holdScriptsUntilPaint). The middleware
 * Next bundles (compression 1.7: gzip and deflate), with its defaults. As in Next, a client that
 * leaves mid-answer must not leave the middleware's zlib stream open: the middleware hands that
 * stream out from `on('drain')`, which is the one way to reach it.
 */
function compressAnswer(req, res) {
  gzip(req, res, () => {});
  res.once('close', () => {
    if (res.writableFinished) return;
    const noop = () => {};
    const stream = res.on('drain', noop);
    if (stream instanceof Duplex && stream !== res) stream.destroy();
    else res.off('drain', noop);
  });
}

/**
 * Whether the build in `dir` leaves compression to this server (`compress: false`): the site's
 * does; an app that keeps Next's own (the bare page of bench/reference-app) is served as Next
 * serves it, its HTML unread. Next keeps its configuration beside the build.
 */
export function compressesHere(dir) {
  try {
    const file = path.join(dir, '.next', 'required-server-files.json');
    return JSON.parse(readFileSync(file, 'utf8')).config?.compress === false;
  } catch {
    return false;
  }
}

/**
 * Counts a page's or asset's answer once it is finished (lib/metrics/counts.mjs), under its route
 * pattern (lib/metrics/page-routes.mjs); /api answers are counted by the API's own wrapper. A
 * client that leaves before the end is not counted.
 */
function countPageAnswers(req, res, pageRoute) {
  const route = pageRoute(pathOf(req.url));
  if (route === null) return;
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    countPageAnswer(route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
  });
}

/**
 * The HTTP server: stamps the peer, refuses undecodable paths and oversized bodies, then hands
 * over to Next. With `compress` (a build that leaves compression here), it compresses Next's
 * answers and, unless `holdScripts` is false, holds a page's scripts until its first paint; with
 * `pageRoute` (the build's route patterns), it counts pages and assets for the metrics.
 */
export function createServer(
  handle,
  { compress = true, holdScripts = true, pageRoute = null } = {},
) {
  return http.createServer((req, res) => {
    stampClientPeer(req);
    if (pageRoute) countPageAnswers(req, res, pageRoute);
    if (refuseMalformedPath(req, res) || refuseEarly(req, res)) return;
    if (compress) {
      compressAnswer(req, res);
      if (holdScripts) holdScriptsUntilPaint(res);
    }
    shapeEmptyMethodRefusal(req, res);
    answerDatabaseUnavailable(req, res, () => handle(req, res)).catch((error) => {
      // One JSON line like the app's logger: the path without its query, the error's class.
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'request failed in the server',
          path: pathOf(req.url),
          err: { type: error?.name ?? typeof error, code: error?.code },
        }),
      );
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}

/**
 * Stops as `next start` does on SIGTERM/SIGINT: no new connections, pending requests finish,
 * then Next closes (and runs what it scheduled with `after`), then the process exits 128+signal.
 */
export function stopOnSignals(server, app, exit = process.exit) {
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise((resolve) => server.close(() => resolve()));
    // A kept-alive connection whose request ends after close() would otherwise hold the exit
    // for its keep-alive timeout; close each one as soon as it is idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    await closed;
    clearInterval(sweep);
    await app.close().catch((error) => console.error(error));
    exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return stop;
}

async function main() {
  const options = parseStartArgs(process.argv.slice(2));
  process.env.NODE_ENV ??= 'production';
  // As `next start` does, for code that reads the port it is served on.
  process.env.PORT = String(options.port);
  const { default: next } = await import('next');
  const app = next({
    dev: false,
    dir: options.dir,
    hostname: options.hostname,
    port: options.port,
  });
  await app.prepare();
  // Next registers its own upgrade handler on this server at the first request.
  const server = createServer(app.getRequestHandler(), {
    compress: compressesHere(options.dir),
    holdScripts: options.holdScripts,
    pageRoute: loadPageRoutes(options.dir),
  });
  if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
  stopOnSignals(server, app);
  server.on('error', (error) => {
    console.error('Failed to start server', error);
    process.exit(1);
  });
  server.listen(options.port, options.hostname, () => {
    const host = options.hostname ?? 'localhost';
    console.log(`> Ready on http://${host.includes(':') ? `[${host}]` : host}:${options.port}`);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
