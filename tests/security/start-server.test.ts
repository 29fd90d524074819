/**
 * scripts/start.mjs, the production server (`npm run start`): it takes `next start`'s options,
 * stamps every request with the TCP peer's address whatever the client sent under that header,
 * and stops gracefully on SIGTERM/SIGINT. Next itself is replaced here by a handler that echoes
 * the headers it was given.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

type StartScript = {
  parseStartArgs(
    argv: string[],
    env?: Record<string, string | undefined>,
  ): {
    dir: string;
    port: number;
    hostname?: string;
    keepAliveTimeout?: number;
    holdScripts: boolean;
  };
  createServer(
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  ): http.Server;
  stopOnSignals(
    server: http.Server,
    app: { close(): Promise<void> },
    exit: (code: number) => void,
  ): (signal: string) => Promise<void>;
};

let start: StartScript;

beforeAll(async () => {
  const modulePath: string = '@/scripts/start.mjs';
  start = (await import(modulePath)) as StartScript;
});

type Handler = Parameters<StartScript['createServer']>[0];

/** The start script's server around `handler` (Next's stand-in) on a free port, for a describe. */
function serve(handler: Handler): { port: () => number } {
  let server: http.Server;
  beforeAll(async () => {
    server = start.createServer(handler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise((r) => server.close(r)));
  return { port: () => (server.address() as AddressInfo).port };
}

/** One request to 127.0.0.1: the answer's status, content type and body. */
function send(port: number, method: string, target: string) {
  return new Promise<{ status: number; type?: string; body: string }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: target, method }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, type: res.headers['content-type'], body }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('options, as `next start` takes them', () => {
  it('reads -p/--port, else PORT, else 3000', () => {
    expect(start.parseStartArgs(['-p', '4100'], {}).port).toBe(4100);
    expect(start.parseStartArgs(['--port', '4101'], {}).port).toBe(4101);
    expect(start.parseStartArgs(['--port=4102'], { PORT: '9' }).port).toBe(4102);
    expect(start.parseStartArgs([], { PORT: '4103' }).port).toBe(4103);
    expect(start.parseStartArgs([], {}).port).toBe(3000);
    expect(() => start.parseStartArgs(['-p', 'eighty'], {})).toThrow(/port/);
  });

  it('reads -H/--hostname, never HOSTNAME (the machine name in shells and containers)', () => {
    expect(start.parseStartArgs(['-H', '127.0.0.1'], {}).hostname).toBe('127.0.0.1');
    expect(start.parseStartArgs(['--hostname', '::'], {}).hostname).toBe('::');
    expect(start.parseStartArgs([], { HOSTNAME: 'web-1' }).hostname).toBeUndefined();
  });

  it('takes a directory and --keepAliveTimeout, and refuses what `next start` does not know', () => {
    const options = start.parseStartArgs(['site', '--keepAliveTimeout', '65000'], {});
    expect(options.dir).toBe(path.resolve('site'));
    expect(options.keepAliveTimeout).toBe(65000);
    expect(start.parseStartArgs([], {}).dir).toBe(path.resolve('.'));
    expect(() => start.parseStartArgs(['--turbo'], {})).toThrow();
  });

  it('holds scripts until the first paint unless SCRIPTS_AFTER_PAINT is off, refusing other values', () => {
    expect(start.parseStartArgs([], {}).holdScripts).toBe(true);
    expect(start.parseStartArgs([], { SCRIPTS_AFTER_PAINT: 'on' }).holdScripts).toBe(true);
    expect(start.parseStartArgs([], { SCRIPTS_AFTER_PAINT: 'off' }).holdScripts).toBe(false);
    for (const value of ['0', 'false', 'OFF', ''])
      expect(() => start.parseStartArgs([], { SCRIPTS_AFTER_PAINT: value })).toThrow(
        /SCRIPTS_AFTER_PAINT/,
      );
  });
});

/** Sends raw HTTP/1.1 (repeated header lines included) and returns the body. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve(data.slice(data.indexOf('\r\n\r\n') + 4)));
    socket.on('error', reject);
  });
}

describe('the peer header', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = start.createServer(async (req, res) => {
      const body = JSON.stringify({ headers: req.headers, raw: req.rawHeaders });
      res.setHeader('connection', 'close');
      res.setHeader('content-length', Buffer.byteLength(body));
      res.end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('is the address of the connection, replacing any value the client sent', async () => {
    const body = await rawRequest(
      port,
      'POST /api/coupon/check HTTP/1.1\r\nHost: x\r\nX-Client-Peer: 6.6.6.6\r\n' +
        'x-client-peer: 7.7.7.7\r\nX-Forwarded-For: 8.8.8.8\r\nContent-Length: 0\r\n\r\n',
    );
    const { headers, raw } = JSON.parse(body) as {
      headers: Record<string, string>;
      raw: string[];
    };
    expect(headers['x-client-peer']).toBe('127.0.0.1');
    // Nothing the client sent under that name survives, not even in the raw list.
    expect(raw.join('\n')).not.toMatch(/6\.6\.6\.6|7\.7\.7\.7/);
    // X-Forwarded-For is left to Next (and to TRUSTED_PROXY_HOPS).
    expect(headers['x-forwarded-for']).toBe('8.8.8.8');
  });

  it('is set on a request that sent none', async () => {
    const body = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(JSON.parse(body).headers['x-client-peer']).toBe('127.0.0.1');
  });
});

describe('bodies refused before Next reads them', () => {
  let server: http.Server;
  let port: number;
  let handled = 0;

  beforeAll(async () => {
    server = start.createServer(async (_req, res) => {
      handled += 1;
      res.setHeader('connection', 'close');
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('answers 413 to a declared length over the path limit, without handing it to Next', async () => {
    const before = handled;
    const body = await rawRequest(
      port,
      // 20 MB declared, a few bytes sent: the answer must not wait for the rest.
      'POST /api/payment_order?x=1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 20000000\r\n\r\n{"a":',
    );
    expect(JSON.parse(body)).toEqual({
      message: 'Request body is too large',
      code: 'payload_too_large',
      requestId: expect.any(String),
    });
    expect(handled).toBe(before);
  });

  it('lets a job application of 5 MB through, and a small JSON body', async () => {
    const before = handled;
    await rawRequest(
      port,
      'POST /api/carrer/create_carrerform HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n',
    );
    await rawRequest(
      port,
      'POST /api/coupon/check HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(handled).toBe(before + 2);
  });

  it('answers 411 to a chunked body, which would otherwise be read to its end', async () => {
    const body = await rawRequest(
      port,
      'POST /api/webhooks/razorpay HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n',
    );
    expect(JSON.parse(body)).toMatchObject({ code: 'length_required' });
  });
});

describe('stopping', () => {
  it('finishes the request in flight, refuses new connections, closes Next, exits 143 on SIGTERM', async () => {
    let release: () => void = () => undefined;
    const server = start.createServer(
      (_req, res) =>
        new Promise<void>((resolve) => {
          release = () => {
            res.end('done');
            resolve();
          };
        }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const events: string[] = [];
    const app = { close: async () => void events.push('next closed') };
    const stop = start.stopOnSignals(server, app, (code) => events.push(`exit ${code}`));
    try {
      const inFlight = fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
      await new Promise((r) => setTimeout(r, 100));
      const stopped = stop('SIGTERM');
      await new Promise((r) => setTimeout(r, 50));
      expect(events).toEqual([]);
      release();
      expect(await inFlight).toBe('done');
      await stopped;
      expect(events).toEqual(['next closed', 'exit 143']);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
    }
  });

  it('exits 130 on SIGINT', async () => {
    const server = start.createServer(async (_req, res) => void res.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const codes: number[] = [];
    const stop = start.stopOnSignals(server, { close: async () => undefined }, (c) =>
      codes.push(c),
    );
    expect(process.listeners('SIGINT')).toContain(stop);
    await stop('SIGINT');
    expect(codes).toEqual([130]);
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
  });
});

describe('paths whose %-escapes are not UTF-8', () => {
  let handled = 0;
  const server = serve(async (_req, res) => {
    handled += 1;
    res.setHeader('connection', 'close');
    res.end('{}');
  });
  const get = (target: string) => send(server.port(), 'GET', target);

  it.each(['/api/doctor/get_doctor/%ff', '/api/%ED%A0%80', '/api/blog/%c0%af/view'])(
    'answers 400 in the API error shape to %s, without handing it to Next',
    async (target) => {
      const before = handled;
      const answer = await get(target);
      expect(answer.status).toBe(400);
      expect(answer.type).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The address has a %-escape that is not UTF-8 text',
        code: 'malformed_url',
        requestId: expect.any(String),
      });
      expect(handled).toBe(before);
    },
  );

  it('answers a page address with a line of text, and lets good escapes and queries through', async () => {
    const page = await get('/docprofile/%ff');
    expect(page).toMatchObject({ status: 400, type: 'text/plain; charset=utf-8' });
    const before = handled;
    // The query is the route's to read (it answers its own 400s), and %e2%82%b9 is '₹'.
    await get('/api/pharmacy/search?q=%ff');
    await get('/blog/%e2%82%b9');
    expect(handled).toBe(before + 2);
  });
});

describe("Next's empty 405 under /api", () => {
  // As Next answers a method a route does not export: status 405, no body, no content type.
  const server = serve(async (req, res) => {
    if (req.url === '/api/own') {
      res.statusCode = 405;
      res.setHeader('content-type', 'application/json');
      res.end('{"code":"own"}');
      return;
    }
    res.statusCode = req.method === 'GET' ? 200 : 405;
    // Next may send the head first and end an empty, chunked body afterwards.
    if (req.url === '/api/streamed') {
      res.flushHeaders();
      res.write('');
    }
    res.end();
  });
  const request = (method: string, target: string) => send(server.port(), method, target);

  it('gets the error shape, naming the method', async () => {
    const answer = await request('PUT', '/api/contactform/add_contactform');
    expect(answer).toMatchObject({ status: 405, type: 'application/json' });
    expect(JSON.parse(answer.body)).toEqual({
      message: 'This endpoint does not take PUT requests',
      code: 'method_not_allowed',
      requestId: expect.any(String),
    });
    const streamed = await request('DELETE', '/api/streamed');
    expect(streamed).toMatchObject({ status: 405, type: 'application/json' });
    expect(JSON.parse(streamed.body)).toMatchObject({ code: 'method_not_allowed' });
    const head = await request('HEAD', '/api/contactform/add_contactform');
    expect(head).toMatchObject({ status: 405, type: 'application/json', body: '' });
  });

  it("leaves a route's own answer, other statuses and pages alone", async () => {
    expect(await request('PUT', '/api/own')).toMatchObject({ status: 405, body: '{"code":"own"}' });
    expect(await request('GET', '/api/getalldoctors')).toMatchObject({ status: 200, body: '' });
    expect(await request('PUT', '/doctors')).toMatchObject({ status: 405, body: '' });
  });
});
