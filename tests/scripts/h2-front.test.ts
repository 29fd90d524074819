/**
 * The HTTPS + HTTP/2 front the Lighthouse harness measures through (scripts/h2-front.mjs): it
 * must pass requests and answers through as a reverse proxy does, bodies intact, without the
 * connection-specific headers HTTP/2 forbids.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

type Front = { origin: string; spki: string; close: () => Promise<void> };
type FrontModule = { startH2Front: (options: { upstream: string }) => Promise<Front> };

let upstream: http.Server;
let front: Front;
const seen: { method?: string; headers?: http.IncomingHttpHeaders; body?: string }[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body });
      if (req.url === '/cut') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        res.write('partial');
        setTimeout(() => res.socket?.destroy(), 20);
        return;
      }
      res.writeHead(201, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'keep-alive': 'timeout=5',
      });
      res.end(JSON.stringify({ echoed: body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  const modulePath: string = '@/scripts/h2-front.mjs';
  const { startH2Front } = (await import(modulePath)) as FrontModule;
  front = await startH2Front({ upstream: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await front.close();
  await new Promise((resolve) => upstream.close(resolve));
});

function request(path: string, method: string, body?: string) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const session = http2.connect(front.origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({
        ':method': method,
        ':path': path,
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7',
      });
      let headers: http2.IncomingHttpHeaders = {};
      let data = '';
      stream.on('response', (h) => (headers = h));
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), headers, body: data });
      });
      stream.on('error', (error) => {
        session.close();
        reject(error);
      });
      stream.end(body);
    },
  );
}

describe('HTTPS + HTTP/2 front', () => {
  it('relays a POST body and the answer, status and headers, over HTTP/2', async () => {
    const answer = await request('/api/echo?x=1', 'POST', '{"name":"Asha"}');
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ echoed: '{"name":"Asha"}' });
    expect(answer.headers['cache-control']).toBe('no-store');
    // Connection-specific headers never reach an HTTP/2 client.
    expect(answer.headers['keep-alive']).toBeUndefined();
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.headers!['x-forwarded-proto']).toBe('https');
    // The client is appended to what the request already carried.
    expect(last.headers!['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(last.headers!.host).toBe(new URL(front.origin).host);
  });

  it('cuts off an answer the upstream cut off, instead of ending it as if whole', async () => {
    await expect(request('/cut', 'GET')).rejects.toThrow();
  });

  it('is reached with a certificate Chromium can be told to accept by its key', () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(Buffer.from(front.spki, 'base64')).toHaveLength(32);
  });
});
