/**
 * Page metrics (issue 49): scripts/start.mjs counts every page and asset it answers under the
 * route pattern of the build's routes manifest (lib/metrics/page-routes.mjs), never the path's
 * slug or query; the registry exposes the counts and a duration histogram whose buckets are
 * cumulative for every route. Next is replaced here by a handler that answers as it would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// No database: the gauges read at scrape time are left out, the page counts are not.
jest.mock('@/lib/db', () => appDbMock());

import { appDbMock } from '../helpers/app-db';

type Matcher = (pathname: string) => string | null;
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
type Modules = {
  start: { createServer(handle: Handler, options: { pageRoute: Matcher }): http.Server };
  routes: { pageRouteMatcher(manifest: unknown): Matcher; NO_ROUTE: string; NEXT_ASSETS: string };
};

/** As Next writes routes-manifest.json: static routes, then dynamic ones, most specific first. */
const MANIFEST = {
  staticRoutes: [
    { page: '/', regex: '^/(?:/)?$' },
    { page: '/pharmacy', regex: '^/pharmacy(?:/)?$' },
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/doctorschedule/[id]', regex: '^/api/doctorschedule/([^/]+?)(?:/)?$' },
    { page: '/pharmacy/[medname]', regex: '^/pharmacy/([^/]+?)(?:/)?$' },
  ],
};

let m: Modules;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const startPath: string = '@/scripts/start.mjs';
  const routesPath: string = '@/lib/metrics/page-routes.mjs';
  m = {
    start: (await import(startPath)) as Modules['start'],
    routes: (await import(routesPath)) as Modules['routes'],
  };
  const pageRoute = m.routes.pageRouteMatcher(MANIFEST);
  server = m.start.createServer(
    async (req, res) => {
      const failing = req.url!.startsWith('/pharmacy/broken');
      res.statusCode = failing ? 500 : req.url === '/missing' ? 404 : 200;
      res.setHeader('Content-Type', 'text/plain');
      res.end('ok');
    },
    { pageRoute },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const get = (target: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });

describe('the page route of a path', () => {
  it('is the pattern of the route it matches, never the slug; API paths are left to the API', () => {
    const route = m.routes.pageRouteMatcher(MANIFEST);
    expect(route('/')).toBe('/');
    expect(route('/pharmacy')).toBe('/pharmacy');
    expect(route('/pharmacy/metfogard-500-mg-tablet')).toBe('/pharmacy/[medname]');
    expect(route('/_next/static/chunks/abc.js')).toBe(m.routes.NEXT_ASSETS);
    expect(route('/images/logo.svg')).toBe(m.routes.NO_ROUTE);
    expect(route('/api/health')).toBeNull();
    expect(route('/api/doctorschedule/5')).toBeNull();
  });
});

describe('the server counts pages it answers', () => {
  it('by pattern and status, 5xx as errors, with a cumulative duration histogram', async () => {
    for (const target of [
      '/pharmacy/metfogard-500-mg-tablet?phone=9876543210',
      '/pharmacy/crocin-advance',
      '/pharmacy/broken-page',
      '/missing',
      '/api/health',
    ]) {
      await get(target);
    }
    // The count is written when the answer finishes, after the client has read it.
    await new Promise((r) => setTimeout(r, 20));
    const { exposition } = await import('@/lib/metrics/registry');
    const { text } = await exposition();
    const line = (series: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.slice(series.length + 1),
      );

    expect(line('saithunga_page_requests_total{route="/pharmacy/[medname]",status="200"}')).toBe(2);
    expect(line('saithunga_page_requests_total{route="/pharmacy/[medname]",status="500"}')).toBe(1);
    expect(line('saithunga_page_request_errors_total{route="/pharmacy/[medname]"}')).toBe(1);
    expect(line('saithunga_page_requests_total{route="(no route)",status="404"}')).toBe(1);
    expect(line('saithunga_page_request_duration_seconds_count{route="/pharmacy/[medname]"}')).toBe(
      3,
    );
    const buckets = text
      .split('\n')
      .filter((l) =>
        l.startsWith('saithunga_page_request_duration_seconds_bucket{route="/pharmacy/[medname]"'),
      )
      .map((l) => Number(l.slice(l.lastIndexOf(' ') + 1)));
    expect(buckets).toHaveLength(12);
    expect(buckets.at(-1)).toBe(3);
    for (let i = 1; i < buckets.length; i += 1)
      expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1]);
    expect(text).toContain('# TYPE saithunga_page_request_duration_seconds histogram');
    // No path's slug, query or API path became a label.
    expect(text).not.toMatch(/metfogard|crocin|9876543210|route="\/api/);
  });
});
