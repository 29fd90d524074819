/**
 * The production server's answer to a page that failed on the database
 * (lib/http/database-unavailable.mjs, wrapped around Next by scripts/start.mjs): a 500 of a
 * request the app marked becomes the 503 page with Retry-After; a 500 nobody marked (a bug), a
 * marked request that still answered, and the API (which answers its own 503) are untouched.
 * Next is replaced here by handlers that answer as it does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
type Modules = {
  start: { createServer(handle: Handler): http.Server };
  faults: { markDatabaseUnavailable(): void; UNAVAILABLE_TEXT: string };
};

let m: Modules;
let server: http.Server;
let port = 0;
const handlers = new Map<string, Handler>();

beforeAll(async () => {
  const startPath: string = '@/scripts/start.mjs';
  const faultsPath: string = '@/lib/http/database-unavailable.mjs';
  m = {
    start: (await import(startPath)) as Modules['start'],
    faults: (await import(faultsPath)) as Modules['faults'],
  };
  server = m.start.createServer(async (req, res) => {
    await handlers.get(new URL(req.url!, 'http://x').pathname)!(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

function send(target: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        })
        .on('error', reject)
        .end();
    },
  );
}

const tick = () => new Promise((r) => setTimeout(r, 5));

/** As Next answers a failed render: the status set, then the body in pieces, Node's implicit head. */
const failing =
  (mark: boolean): Handler =>
  async (_req, res) => {
    if (mark) m.faults.markDatabaseUnavailable();
    await tick();
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', 'MISS');
    res.write('<html>Next error shell');
    await tick();
    res.end('</html>');
  };

handlers.set('/marked', failing(true));
handlers.set('/unmarked', failing(false));
handlers.set('/api/thing', failing(true));
handlers.set('/explicit-head', async (_req, res) => {
  m.faults.markDatabaseUnavailable();
  res.writeHead(500, { 'Content-Type': 'text/html' });
  res.end('<html>Next error shell</html>');
});
handlers.set('/answered', async (_req, res) => {
  m.faults.markDatabaseUnavailable();
  res.statusCode = 200;
  res.end('<html>the page from cache</html>');
});

function expectUnavailablePage(answer: Awaited<ReturnType<typeof send>>, body = true) {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('30');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['x-nextjs-cache']).toBeUndefined();
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  if (body) {
    expect(answer.body).toContain(m.faults.UNAVAILABLE_TEXT);
    expect(answer.body).not.toContain('Next error shell');
  }
}

it('answers a marked page 500 with the 503 page, however Next writes it', async () => {
  expectUnavailablePage(await send('/marked'));
  expectUnavailablePage(await send('/explicit-head'));
  const head = await send('/marked', 'HEAD');
  expectUnavailablePage(head, false);
  expect(head.body).toBe('');
});

it('leaves a 500 nobody marked (a bug) a 500, whatever the client sends', async () => {
  const answer = await send('/unmarked', 'GET', {
    'x-database-unavailable': '1',
    cookie: 'databaseUnavailable=1',
  });
  expect(answer.status).toBe(500);
  expect(answer.body).toBe('<html>Next error shell</html>');
});

it('leaves a marked request that answered from cache, and the API, as they are', async () => {
  expect(await send('/answered')).toMatchObject({ status: 200 });
  const api = await send('/api/thing');
  expect(api.status).toBe(500);
  expect(api.body).toContain('Next error shell');
});

it('keeps the mark to its own request when requests overlap', async () => {
  const answers = await Promise.all([
    send('/unmarked'),
    send('/marked'),
    send('/unmarked'),
    send('/marked'),
  ]);
  expect(answers.map((a) => a.status)).toEqual([500, 503, 500, 503]);
});
