/**
 * scripts/start.mjs reads at most MAX_LARGE_BODIES large bodies at once (issue 48, finding 5): a
 * fifth parallel upload is answered 429 before a byte of it is read, and a place comes back when
 * an upload's answer is done. Next is replaced by a handler that holds each upload until told.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StartScript = {
  createServer(
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  ): http.Server;
};

const MB = 1024 * 1024;
let server: http.Server;
let port = 0;
const held: http.ServerResponse[] = [];
let limits: typeof import('@/lib/http/large-bodies.mjs');

beforeAll(async () => {
  const modulePath: string = '@/scripts/start.mjs';
  const start = (await import(modulePath)) as StartScript;
  limits = await import('@/lib/http/large-bodies.mjs');
  server = start.createServer(async (_req, res) => {
    held.push(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

/** Starts a prescription upload declaring `bytes`, sending only its first kilobyte. */
function upload(bytes: number) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/pharmacy/prescriptions',
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': bytes },
  });
  const answered = new Promise<{ status: number; retry?: string; body: string }>((resolve) => {
    request.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, retry: res.headers['retry-after'], body }),
      );
    });
  });
  request.on('error', () => {});
  request.write(Buffer.alloc(1024));
  return { request, answered };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

it('reads four large bodies at once; the fifth is 429 unread; an answered one gives its place back', async () => {
  const uploads = Array.from({ length: limits.MAX_LARGE_BODIES }, () => upload(9 * MB));
  await until(() => held.length === limits.MAX_LARGE_BODIES);
  expect(limits.largeBodiesReading()).toBe(limits.MAX_LARGE_BODIES);

  const fifth = upload(9 * MB);
  const refused = await fifth.answered;
  expect(refused.status).toBe(429);
  expect(refused.retry).toBe(String(limits.LARGE_BODY_RETRY_SECONDS));
  expect(JSON.parse(refused.body)).toMatchObject({
    code: 'rate_limited',
    requestId: expect.any(String),
  });
  // Small bodies are never counted.
  const small = upload(2 * 1024);
  await until(() => held.length === limits.MAX_LARGE_BODIES + 1);

  held[0].end('done');
  await uploads[0].answered.catch(() => {});
  await until(() => limits.largeBodiesReading() === limits.MAX_LARGE_BODIES - 1);
  upload(9 * MB);
  await until(() => held.length === limits.MAX_LARGE_BODIES + 2);

  for (const res of held) if (!res.writableEnded) res.end();
  for (const u of [...uploads, fifth, small]) u.request.destroy();
  await until(() => limits.largeBodiesReading() === 0);
});
