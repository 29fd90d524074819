/**
 * A TLS + HTTP/2 front for a local `next start`, standing in for the reverse proxy or CDN that
 * serves the site in production (`next start` itself speaks plain HTTP/1.1 only). It relays
 * every request to the upstream server and its answer back, bodies as they are and headers but
 * the connection-specific ones (which HTTP/2 forbids), adding X-Forwarded-Proto and appending
 * the client to X-Forwarded-For as a reverse proxy does. A measurement through it differs from
 * one against `next start` only in the transport.
 *
 * The certificate is made for the run (openssl, a day's validity, 127.0.0.1 and localhost) and
 * Chromium is told to accept that one key with `--ignore-certificate-errors-spki-list`, the way
 * Lighthouse's own web-page-replay runs do.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Connection-specific headers that HTTP/2 forbids (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

/**
 * Ends a response as broken (RST_STREAM with INTERNAL_ERROR over HTTP/2, a closed connection over
 * HTTP/1.1), so that the client never takes a cut-off answer for a whole one.
 */
function abort(res) {
  if (res.stream) res.stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
  else res.destroy();
}

/** A key and self-signed certificate for 127.0.0.1, with the base64 SHA-256 of its public key. */
export function makeCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-tls-'));
  try {
    const keyPath = path.join(dir, 'key.pem');
    const certPath = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        keyPath,
        '-out',
        certPath,
      ],
      { stdio: 'ignore' },
    );
    const pubkey = execFileSync('openssl', ['x509', '-in', certPath, '-pubkey', '-noout']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: pubkey });
    const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString(
      'base64',
    );
    return { key: readFileSync(keyPath), cert: readFileSync(certPath), spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{ upstream: string, port?: number, certificate?: ReturnType<typeof makeCertificate> }} options
 *   upstream: the plain-HTTP origin to relay to; certificate: one made by makeCertificate (a new
 *   one by default), so that several fronts can share the key Chromium is told to accept
 * @returns {Promise<{ origin: string, spki: string, close: () => Promise<void> }>}
 */
export async function startH2Front({ upstream, port = 0, certificate = makeCertificate() }) {
  const { key, cert, spki } = certificate;
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });

  // Open sessions, so that close() can end them (browsers keep HTTP/2 sessions open).
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });

  server.on('request', (req, res) => {
    const headers = {};
    // Headers named in Connection are hop-by-hop too (RFC 9110, 7.6.1).
    const listed = String(req.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name) || listed.includes(name)) continue;
      headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    // Appended, as a reverse proxy does (see TRUSTED_PROXY_HOPS in the README).
    const client = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for']
      ? `${req.headers['x-forwarded-for']}, ${client}`
      : client;
    const upstreamReq = http.request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (upstreamRes) => {
        const out = {};
        for (const [name, value] of Object.entries(upstreamRes.headers)) {
          if (!HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(upstreamRes.statusCode ?? 502, out);
        // An answer cut off upstream is cut off here too, never ended as if it were whole.
        upstreamRes.on('aborted', () => abort(res));
        upstreamRes.on('error', () => abort(res));
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => {
      if (res.headersSent) {
        abort(res);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unavailable');
    });
    // A browser that cancels (or goes away) stops the upstream request as well.
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    req.pipe(upstreamReq);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address();
  return {
    origin: `https://127.0.0.1:${bound}`,
    spki,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
