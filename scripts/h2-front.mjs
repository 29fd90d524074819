/**
 * A TLS + HTTP/2 front for a local `next start`, standing in for the reverse proxy or CDN that
 * serves the site in production (`next start` itself speaks plain HTTP/1.1 only). It relays
 * every request unchanged to the upstream server and its answer back, bytes and headers as they
 * are, so a measurement through it differs from one against `next start` only in the transport.
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

  server.on('request', (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    headers['x-forwarded-proto'] = 'https';
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
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
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unavailable');
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
      }),
  };
}
