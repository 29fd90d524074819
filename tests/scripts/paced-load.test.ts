/**
 * The steady-rate load of `npm run bench`'s latency budget (scripts/paced-load.mjs): requests on
 * a fixed schedule, each timed from when it was due, errors counted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Figures = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  failures: Record<string, number>;
};
type PacedLoad = {
  pacedLoad: (
    url: string,
    options: {
      rate: number;
      durationS: number;
      connections: number;
      request?: () => { method?: string; headers?: Record<string, string>; body?: string };
    },
  ) => Promise<Figures>;
};

let pacedLoad: PacedLoad['pacedLoad'];
let server: http.Server;
let base: string;
let received = 0;
let mostAtOnce = 0;
let open = 0;
let arrivals: number[] = [];
let bodies: string[] = [];

beforeAll(async () => {
  const modulePath: string = '@/scripts/paced-load.mjs';
  ({ pacedLoad } = (await import(modulePath)) as PacedLoad);
  // Every answer takes 20 ms; /fail answers 500.
  server = http.createServer((req, res) => {
    received++;
    arrivals.push(performance.now());
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => bodies.push(`${req.method} ${req.headers['x-client']} ${body}`));
    mostAtOnce = Math.max(mostAtOnce, ++open);
    setTimeout(() => {
      open--;
      res.writeHead(req.url === '/fail' ? 500 : 200, { 'content-type': 'text/plain' });
      res.end('answer');
    }, 20);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  received = 0;
  mostAtOnce = 0;
  arrivals = [];
  bodies = [];
});

describe('paced load', () => {
  it('sends rate × duration requests, each answer timed from its start', async () => {
    const figures = await pacedLoad(`${base}/`, { rate: 100, durationS: 1, connections: 10 });
    expect(received).toBe(100);
    expect(figures.errors).toBe(0);
    expect(figures.p50).toBeGreaterThanOrEqual(20);
    expect(figures.p99).toBeGreaterThanOrEqual(figures.p50);
    // Spread over the second (the last is due at 990 ms), not sent as fast as 10 connections go.
    expect(arrivals.at(-1)! - arrivals[0]).toBeGreaterThan(900);
  });

  it('charges a server that falls behind for the wait it causes', async () => {
    // One connection serves at most 50 answers of 20 ms a second; 100 are due in one second, so
    // the last ones wait about a second beyond their time.
    const figures = await pacedLoad(`${base}/`, { rate: 100, durationS: 1, connections: 1 });
    expect(received).toBe(100);
    expect(mostAtOnce).toBe(1);
    expect(figures.p99).toBeGreaterThan(900);
  });

  it('sends what request() gives for each request: its method, headers and body', async () => {
    let n = 0;
    const request = () => ({ method: 'POST', headers: { 'x-client': String(n++) }, body: '{}' });
    await pacedLoad(`${base}/`, { rate: 50, durationS: 0.1, connections: 5, request });
    expect(bodies.sort()).toEqual([
      'POST 0 {}',
      'POST 1 {}',
      'POST 2 {}',
      'POST 3 {}',
      'POST 4 {}',
    ]);
  });

  it('counts answers other than 2xx as errors, not as latencies', async () => {
    const figures = await pacedLoad(`${base}/fail`, { rate: 50, durationS: 0.2, connections: 5 });
    expect(figures).toMatchObject({ errors: 10, rps: 0, failures: { 'HTTP 500': 10 } });
    expect(figures.p99).toBeNaN();
  });
});
