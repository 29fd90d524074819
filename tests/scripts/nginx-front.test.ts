/**
 * The nginx front `npm run lighthouse` measures through (scripts/nginx-front.mjs): the
 * repository's production example (deploy/nginx/saithunga.conf) with only its marked lines
 * pointed at the run, and a real nginx that serves it: TLS, HTTP/2, gzip, the proxy headers the
 * app's client-address rule relies on.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

type Certificate = { key: Buffer; cert: Buffer; spki: string };
type Ports = {
  upstreamPort?: number;
  upstreamPorts?: number[];
  httpPort: number;
  httpsPort: number;
  certPath: string;
  keyPath: string;
};
type FrontModule = {
  NGINX_EXAMPLE: string;
  measuredConfig: (example: string, ports: Ports) => string;
  makeCertificate: () => Certificate;
  startNginx: (options: {
    upstream?: string;
    upstreams?: string[];
    certificate?: Certificate;
  }) => Promise<{ origin: string; close: () => void }>;
};

let front: FrontModule;
beforeAll(async () => {
  const modulePath: string = '@/scripts/nginx-front.mjs';
  front = (await import(modulePath)) as FrontModule;
});

const ports: Ports = {
  upstreamPort: 4100,
  httpPort: 4101,
  httpsPort: 4102,
  certPath: '/tmp/c.pem',
  keyPath: '/tmp/k.pem',
};

describe('the measured configuration', () => {
  it('is the production example with only its marked lines changed', () => {
    const example = readFileSync(front.NGINX_EXAMPLE, 'utf8');
    const measured = front.measuredConfig(example, ports);
    const before = example.split('\n');
    const after = measured.split('\n');
    const trim = (lines: string[]) => lines.map((line) => line.trim());
    // One upstream port: the first instance's line points at it, the other two are left out.
    expect(trim(after.filter((line) => !before.includes(line)))).toEqual([
      'server 127.0.0.1:4100 max_fails=1 fail_timeout=5s;  # instance: 1',
      'listen 127.0.0.1:4101;  # measured: http',
      'access_log off;  # measured: redirect_log',
      'listen 127.0.0.1:4102 ssl http2;  # measured: https',
      'access_log off;  # measured: log',
      'ssl_certificate /tmp/c.pem;  # measured: certificate',
      'ssl_certificate_key /tmp/k.pem;  # measured: key',
    ]);
    expect(trim(before.filter((line) => !after.includes(line)))).toEqual([
      'server 127.0.0.1:3001 max_fails=1 fail_timeout=5s;  # instance: 1',
      'server 127.0.0.1:3002 max_fails=1 fail_timeout=5s;  # instance: 2',
      'server 127.0.0.1:3003 max_fails=1 fail_timeout=5s;  # instance: 3',
      'listen 80;  # measured: http',
      'access_log /var/log/nginx/saithunga.access.log saithunga_private;  # measured: redirect_log',
      'listen 443 ssl http2;  # measured: https',
      'access_log /var/log/nginx/saithunga.access.log saithunga_private;  # measured: log',
      'ssl_certificate /etc/ssl/certs/saithunga.pem;  # measured: certificate',
      'ssl_certificate_key /etc/ssl/private/saithunga.key;  # measured: key',
    ]);
  });

  it("points the upstream's three instances, with their health-check parameters, at three ports", () => {
    const example = readFileSync(front.NGINX_EXAMPLE, 'utf8');
    const upstream = /upstream saithunga_app \{[^}]+\}/.exec(
      front.measuredConfig(example, { ...ports, upstreamPorts: [5001, 5002, 5003] }),
    )![0];
    expect(upstream).toContain('least_conn;');
    expect(upstream).toMatch(/keepalive \d+;/);
    for (const [i, port] of [5001, 5002, 5003].entries()) {
      expect(upstream).toContain(
        `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;  # instance: ${i + 1}`,
      );
    }
    expect(() => front.measuredConfig(example, { ...ports, upstreamPorts: [1, 2, 3, 4] })).toThrow(
      'expected one upstream line marked "# instance: 4"',
    );
  });

  it('logs requests without their query strings or referrers', () => {
    const example = readFileSync(front.NGINX_EXAMPLE, 'utf8');
    const format = /log_format saithunga_private ([^;]+);/.exec(example)?.[1] ?? '';
    expect(format).toContain('$uri');
    expect(format).not.toMatch(/\$request_uri|\$args|\$query_string|\$request[^_]|\$http_referer/);
    // Every server names that log, so Debian's default (full addresses) is not used.
    const servers = example.split(/^server \{/m).slice(1);
    expect(servers).toHaveLength(2);
    for (const server of servers) {
      expect(server).toMatch(/access_log \S+ saithunga_private;/);
    }
  });

  it('refuses an example whose marked lines are missing or repeated', () => {
    expect(() => front.measuredConfig('listen 80;', ports)).toThrow(
      'expected one line marked "# measured: http"',
    );
    const example = readFileSync(front.NGINX_EXAMPLE, 'utf8');
    const doubled = `${example}\nserver { listen 8080;  # measured: http\n}`;
    expect(() => front.measuredConfig(doubled, ports)).toThrow('# measured: http');
  });
});

function nginxInstalled() {
  try {
    execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// CI installs nginx (.ci/run); elsewhere, without it, say so rather than pass quietly.
const haveNginx = nginxInstalled();
if (!haveNginx && process.env.CI) throw new Error('nginx is missing: CI must install it');
if (!haveNginx) console.warn('nginx is not installed: the nginx front tests are skipped');

(haveNginx ? describe : describe.skip)('a real nginx from the example', () => {
  let upstream: http.Server;
  let nginx: { origin: string; close: () => void };
  const seen: http.IncomingHttpHeaders[] = [];
  const page = `<!doctype html><p>${'Cardiology and cardiac surgery. '.repeat(200)}</p>`;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    nginx = await front.startNginx({ upstream: `http://127.0.0.1:${port}` });
  }, 60_000);

  afterAll(async () => {
    nginx?.close();
    // nginx keeps its upstream connections alive (keepalive).
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('serves the upstream over HTTPS and HTTP/2, gzipped, with the proxy headers', async () => {
    const session = http2.connect(nginx.origin, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{
        headers: http2.IncomingHttpHeaders;
        body: Buffer;
      }>((resolve, reject) => {
        const req = session.request({ ':path': '/doctors', 'accept-encoding': 'gzip' });
        const chunks: Buffer[] = [];
        let headers: http2.IncomingHttpHeaders = {};
        req.on('response', (h) => (headers = h));
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
        req.on('error', reject);
        req.end();
      });
      expect(headers[':status']).toBe(200);
      expect(headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(body).toString()).toBe(page);
    } finally {
      session.destroy();
    }
    const last = seen.at(-1)!;
    expect(last['x-forwarded-proto']).toBe('https');
    expect(last['x-forwarded-for']).toBe('127.0.0.1');
    expect(last.host).toBe(new URL(nginx.origin).hostname);
  });
});

(haveNginx ? describe : describe.skip)("the example's upstream of three instances", () => {
  let instances: http.Server[];
  let nginx: { origin: string; close: () => void };
  let certificate: Certificate;
  const answered: number[] = [];

  beforeAll(async () => {
    instances = [0, 1, 2].map((i) =>
      http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          answered.push(i);
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end(String(i));
        });
      }),
    );
    await Promise.all(
      instances.map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))),
    );
    certificate = front.makeCertificate();
    nginx = await front.startNginx({
      upstreams: instances.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`),
      certificate,
    });
  }, 60_000);

  afterAll(async () => {
    nginx?.close();
    for (const s of instances) {
      s.closeAllConnections();
      if (s.listening) await new Promise((resolve) => s.close(resolve));
    }
  });

  const request = (agent: https.Agent, method: string) =>
    new Promise<number>((resolve) => {
      const req = https.request(`${nginx.origin}/api/x`, { method, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end(method === 'POST' ? '{}' : undefined);
    });

  it('spreads requests over the three, and sends them on to the others when one is gone', async () => {
    const agent = new https.Agent({ keepAlive: true, ca: certificate.cert });
    try {
      const first = await Promise.all(Array.from({ length: 30 }, () => request(agent, 'GET')));
      expect(first.every((status) => status === 200)).toBe(true);
      expect(new Set(answered)).toEqual(new Set([0, 1, 2]));
      // One instance dies: its port refuses connections (and its kept-alive ones are cut).
      instances[1].closeAllConnections();
      await new Promise((resolve) => instances[1].close(resolve));
      answered.length = 0;
      const after = await Promise.all(
        Array.from({ length: 30 }, (_, i) => request(agent, i % 2 ? 'POST' : 'GET')),
      );
      // A refused connection reached no instance: nginx tries the next, for a POST too.
      expect(after.filter((status) => status !== 200)).toEqual([]);
      expect(new Set(answered)).toEqual(new Set([0, 2]));
    } finally {
      agent.destroy();
    }
  });
});
