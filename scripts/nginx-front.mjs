/**
 * A real nginx (Debian's package) in front of a local `next start`, configured by the
 * repository's production example, deploy/nginx/saithunga.conf: TLS, HTTP/2, gzip, proxy_pass.
 * Only the lines that example marks `# measured:` are rewritten (ports, certificate paths), so a
 * measurement through this front is a measurement of the documented deployment.
 *
 * The certificate is made for the run (openssl, a day's validity, 127.0.0.1 and localhost) and
 * Chromium is told to accept that one key with `--ignore-certificate-errors-spki-list`, the way
 * Lighthouse's own web-page-replay runs do.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, logTail } from './local-servers.mjs';

export const NGINX_EXAMPLE = fileURLToPath(
  new URL('../deploy/nginx/saithunga.conf', import.meta.url),
);

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
 * The production example with its `# measured:` lines pointed at this run's ports and files, and
 * its upstream's `# instance: N` lines at `upstreamPorts` (the first N of them: an instance line
 * beyond their number is left out, so one port gives a one-server upstream). Each marked line
 * must be there exactly once, and every port must have its instance line: an example that changed
 * shape fails loudly instead of being measured half-rewritten.
 */
export function measuredConfig(
  example,
  { upstreamPort, upstreamPorts = [upstreamPort], httpPort, httpsPort, certPath, keyPath },
) {
  const lines = {
    http: `listen 127.0.0.1:${httpPort};`,
    https: `listen 127.0.0.1:${httpsPort} ssl http2;`,
    certificate: `ssl_certificate ${certPath};`,
    key: `ssl_certificate_key ${keyPath};`,
    // A measurement keeps no access log (nothing to write it to, nothing to learn from it).
    log: 'access_log off;',
    redirect_log: 'access_log off;',
  };
  let config = example;
  for (const [marker, line] of Object.entries(lines)) {
    const pattern = new RegExp(`^(\\s*)[^\\n#]*;(\\s*# measured: ${marker})$`, 'gm');
    const found = config.match(pattern)?.length ?? 0;
    if (found !== 1)
      throw new Error(`${NGINX_EXAMPLE}: expected one line marked "# measured: ${marker}"`);
    config = config.replace(pattern, `$1${line}$2`);
  }
  const instances = /^(\s*server )\S+( [^\n#]*;\s*# instance: )(\d+)\n/gm;
  const numbers = [...config.matchAll(instances)].map((m) => Number(m[3]));
  upstreamPorts.forEach((_, i) => {
    if (numbers.filter((n) => n === i + 1).length !== 1)
      throw new Error(`${NGINX_EXAMPLE}: expected one upstream line marked "# instance: ${i + 1}"`);
  });
  return config.replace(instances, (_, head, tail, n) => {
    const port = upstreamPorts[Number(n) - 1];
    return port ? `${head}127.0.0.1:${port}${tail}${n}\n` : '';
  });
}

/** nginx's path, installing Debian's package when it is missing (as CI's machines need). */
export function ensureNginx() {
  const found = () =>
    spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
      encoding: 'utf8',
    }).stdout.split('\n')[0];
  if (found()) return found();
  console.log("Installing Debian's nginx for the measurement...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env,
  });
  if (install.status !== 0 || !found())
    throw new Error('nginx is not installed and could not be installed (apt-get install nginx)');
  // The package starts the system's own nginx; this measurement runs its own.
  spawnSync('sh', ['-c', 'service nginx stop || nginx -s stop'], { stdio: 'ignore' });
  return found();
}

function waitForPort(port, child, timeoutMs = 10_000) {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode})`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - start > timeoutMs) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * @param {{ upstream?: string, upstreams?: string[], certificate?: ReturnType<typeof makeCertificate>,
 *   httpPort?: number, httpsPort?: number }} options
 *   upstream: the plain-HTTP origin of `next start` (or upstreams: several instances'); certificate:
 *   one made by makeCertificate (a new one by default), so that several fronts share the key
 *   Chromium is told to accept; httpPort, httpsPort: nginx's own ports (free ones by default)
 * @returns {Promise<{ origin: string, spki: string, close: () => void, logTail: () => string }>}
 */
export async function startNginx({
  upstream,
  upstreams = [upstream],
  certificate = makeCertificate(),
  httpPort,
  httpsPort: wantedHttpsPort,
}) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must reach their
  // temporary directories inside this one.
  chmodSync(dir, 0o755);
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  writeFileSync(certPath, certificate.cert);
  writeFileSync(keyPath, certificate.key, { mode: 0o600 });
  const httpsPort = wantedHttpsPort ?? (await freePort());
  const site = measuredConfig(readFileSync(NGINX_EXAMPLE, 'utf8'), {
    upstreamPorts: upstreams.map((origin) => Number(new URL(origin).port)),
    httpPort: httpPort ?? (await freePort()),
    httpsPort,
    certPath,
    keyPath,
  });
  writeFileSync(path.join(dir, 'site.conf'), site);
  // The main context a Debian install provides in /etc/nginx/nginx.conf, kept inside `dir`.
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes auto;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 768; }',
      'http {',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  types_hash_max_size 2048;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    nginx,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  // close() stops it; nothing else should keep this process (or a test worker) alive for it.
  child.unref();
  const close = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  /** The last lines of nginx's error log (why it did not start, or why a request failed). */
  const errorLogTail = () => logTail(path.join(dir, 'error.log'));
  try {
    await waitForPort(httpsPort, child);
  } catch (error) {
    const log = errorLogTail();
    close();
    throw new Error(`${error.message}\n${log}`);
  }
  return {
    origin: `https://127.0.0.1:${httpsPort}`,
    spki: certificate.spki,
    close,
    logTail: errorLogTail,
  };
}
