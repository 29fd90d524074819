/**
 * The server actions' gate (lib/api/server-actions.mjs), as scripts/start.mjs keeps it before
 * Next reads a byte: a POST outside /api is a server action to Next, so it is held to the pages
 * that have actions, to this site's own pages (403 in the one error shape, where Next answers a
 * bare 500), to a declared length, and to a few kB unless a staff session cookie is sent to the
 * console. Next itself is replaced here by a handler that counts what reaches it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  LAB_REPORT_MAX_BYTES,
  PUBLIC_ACTION_BODY_LIMIT,
  SERVER_ACTION_BODY_LIMIT,
  STAFF_ACTION_BODY_LIMIT,
} from '@/lib/api/body-limits.mjs';
import { isCrossSiteAction } from '@/lib/api/origin-rule.mjs';
import {
  ACTION_PAGE_PATHS,
  actionBodyLimit,
  refuseServerActionEarly,
  STAFF_SESSION_COOKIE,
} from '@/lib/api/server-actions.mjs';
import { PASSWORD_MAX_LENGTH } from '@/lib/staff/password';
import { SESSION_COOKIE } from '@/lib/staff/current';
import { IMAGE_MAX_BYTES } from '@/lib/uploads/image-kinds';
import { config as middlewareConfig } from '@/middleware';

type StartScript = {
  createServer(
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>,
  ): http.Server;
};

const HOST = 'site.example';
const STAFF = `${STAFF_SESSION_COOKIE}=abc`;

/** The headers of an action posted from this site's own page, with `more`. */
const sameSite = (more: http.IncomingHttpHeaders = {}): http.IncomingHttpHeaders => ({
  host: HOST,
  origin: `https://${HOST}`,
  'next-action': '7f00aa',
  ...more,
});

describe('which requests are refused before Next reads them', () => {
  const refuse = (method: string, pathname: string, headers: http.IncomingHttpHeaders) =>
    refuseServerActionEarly(method, pathname, headers);

  it('refuses a public action over a few kB (413), and lets a form-sized one through', () => {
    const mb = sameSite({ 'content-length': String(1024 * 1024) });
    expect(refuse('POST', '/appointment/manage', mb)).toEqual({
      status: 413,
      body: { message: 'Request body is too large', code: 'payload_too_large' },
    });
    const form = sameSite({ 'content-length': '900' });
    expect(refuse('POST', '/appointment/manage', form)).toBeNull();
    expect(refuse('POST', '/pharmacy/order', form)).toBeNull();
    expect(refuse('POST', '/lab-tests/report', form)).toBeNull();
    expect(refuse('POST', '/staff/login', form)).toBeNull();
    const declaredOdd = sameSite({ 'content-length': 'lots' });
    expect(refuse('POST', '/appointment/manage', declaredOdd)?.status).toBe(413);
  });

  it('answers 411 to a chunked action body, which would otherwise be read to its end', () => {
    const chunked = sameSite({ 'transfer-encoding': 'chunked' });
    expect(refuse('POST', '/appointment/manage', chunked)).toEqual({
      status: 411,
      body: {
        message: 'A request body must declare its length (Content-Length)',
        code: 'length_required',
      },
    });
  });

  it("refuses another site's page (403 cross_site), and one whose Host is not the Origin's", () => {
    const small = { 'content-length': '100' };
    const cross = { status: 403, body: { message: expect.any(String), code: 'cross_site' } };
    expect(
      refuse('POST', '/appointment/manage', sameSite({ ...small, origin: 'https://evil.example' })),
    ).toEqual(cross);
    expect(refuse('POST', '/appointment/manage', sameSite({ ...small, origin: 'null' }))).toEqual(
      cross,
    );
    expect(
      refuse('POST', '/appointment/manage', sameSite({ ...small, host: 'other.example' })),
    ).toEqual(cross);
    expect(
      refuse(
        'POST',
        '/staff/lab-orders/4',
        sameSite({ ...small, 'x-forwarded-host': 'evil.example' }),
      ),
    ).toEqual(cross);
    // Behind a proxy: the host the browser used is X-Forwarded-Host's.
    expect(
      refuse(
        'POST',
        '/appointment/manage',
        sameSite({ ...small, host: '10.0.0.5:3000', 'x-forwarded-host': HOST }),
      ),
    ).toBeNull();
    // No Origin: not a browser's forgery (curl, a server); the action's own checks apply.
    const noOrigin = sameSite(small);
    delete noOrigin.origin;
    expect(refuse('POST', '/appointment/manage', noOrigin)).toBeNull();
  });

  it('refuses a POST to a page without actions (405), where Next would forward an action around the POST limit', () => {
    for (const pathname of [
      '/',
      '/doctors',
      '/appointment',
      '/careers',
      '/pharmacy',
      '/staffroom',
    ]) {
      expect(refuse('POST', pathname, sameSite({ 'content-length': '10' }))).toMatchObject({
        status: 405,
        body: { code: 'method_not_allowed' },
      });
    }
    expect(
      refuse('POST', '/appointment/manage/x', sameSite({ 'content-length': '10' })),
    ).toBeNull();
  });

  it('leaves reads and the API to their own checks', () => {
    const big = sameSite({
      'content-length': String(50 * 1024 * 1024),
      origin: 'https://evil.example',
    });
    expect(refuse('GET', '/appointment/manage', big)).toBeNull();
    expect(refuse('HEAD', '/', big)).toBeNull();
    expect(refuse('POST', '/api/payment_order', big)).toBeNull();
    expect(refuse('PUT', '/doctors', { host: HOST })).toBeNull();
  });
});

describe('the body limits of server actions', () => {
  it("gives the lab report's 10 MB only to the lab order page, and only with a staff session cookie", () => {
    const cookie = { cookie: `theme=dark; ${STAFF}` };
    expect(actionBodyLimit('/staff/lab-orders/12', cookie)).toBe(SERVER_ACTION_BODY_LIMIT);
    expect(actionBodyLimit('/staff/lab-orders/12', {})).toBe(PUBLIC_ACTION_BODY_LIMIT);
    expect(actionBodyLimit('/staff/lab-orders/12', { cookie: `${STAFF_SESSION_COOKIE}=` })).toBe(
      PUBLIC_ACTION_BODY_LIMIT,
    );
    expect(actionBodyLimit('/staff/doctors/3', cookie)).toBe(STAFF_ACTION_BODY_LIMIT);
    expect(actionBodyLimit('/appointment/manage', cookie)).toBe(PUBLIC_ACTION_BODY_LIMIT);
    expect(actionBodyLimit('/staff/login', {})).toBe(PUBLIC_ACTION_BODY_LIMIT);
  });

  it('fits what each form sends: the report, a picture, a sign-in of the longest password', () => {
    expect(SERVER_ACTION_BODY_LIMIT - LAB_REPORT_MAX_BYTES).toBeGreaterThanOrEqual(64 * 1024);
    expect(STAFF_ACTION_BODY_LIMIT - IMAGE_MAX_BYTES).toBeGreaterThanOrEqual(64 * 1024);
    // Four bytes a character at worst, an e-mail of 254, and the framing of a few fields.
    expect(PASSWORD_MAX_LENGTH * 4 + 254 * 4 + 2048).toBeLessThan(PUBLIC_ACTION_BODY_LIMIT);
    expect(PUBLIC_ACTION_BODY_LIMIT).toBeLessThanOrEqual(16 * 1024);
  });

  it('names the cookie lib/staff/current.ts sets', () => {
    expect(STAFF_SESSION_COOKIE).toBe(SESSION_COOKIE);
  });
});

describe('the pages with actions', () => {
  /** The route of an app/ file: its folders without route groups. */
  const routeOf = (file: string) =>
    `/${path
      .dirname(path.relative('app', file))
      .split(path.sep)
      .filter((part) => !/^\(.*\)$/.test(part) && part !== '.')
      .join('/')}`;

  function serverActionFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return serverActionFiles(full);
      if (!/\.tsx?$/.test(entry.name)) return [];
      return /^\s*['"]use server['"]/.test(readFileSync(full, 'utf8')) ? [full] : [];
    });
  }

  it("are every page a 'use server' file belongs to, so none is refused 405", () => {
    const files = serverActionFiles('app');
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const route = routeOf(file);
      expect(ACTION_PAGE_PATHS.some((base) => route === base || route.startsWith(`${base}/`))).toBe(
        true,
      );
    }
  });

  it("are all among the middleware's paths, which counts their POST limit", () => {
    const runsOn = (pathname: string) =>
      middlewareConfig.matcher.some((source) => getPathMatch(source)(pathname) !== false);
    for (const base of ACTION_PAGE_PATHS) {
      expect(runsOn(base)).toBe(true);
      expect(runsOn(`${base}/1`)).toBe(true);
    }
  });
});

describe('the Origin rule of an action', () => {
  it("is Next's: the Origin's host must be X-Forwarded-Host's, else Host's", () => {
    expect(isCrossSiteAction({ host: 'a.example', origin: 'https://a.example' })).toBe(false);
    expect(isCrossSiteAction({ host: 'A.example', origin: 'https://a.EXAMPLE' })).toBe(false);
    expect(isCrossSiteAction({ host: 'a.example:3000', origin: 'http://a.example:3000' })).toBe(
      false,
    );
    expect(isCrossSiteAction({ host: 'a.example:3000', origin: 'http://a.example' })).toBe(true);
    expect(isCrossSiteAction({ host: 'a.example', origin: 'garbage' })).toBe(true);
    expect(isCrossSiteAction({ origin: 'https://a.example' })).toBe(true);
    expect(isCrossSiteAction({ host: 'a.example' })).toBe(false);
  });
});

describe('the start script keeps the gate', () => {
  let start: StartScript;
  let server: http.Server;
  let port: number;
  let handled = 0;

  beforeAll(async () => {
    const modulePath: string = '@/scripts/start.mjs';
    start = (await import(modulePath)) as StartScript;
    server = start.createServer(async (req, res) => {
      handled += 1;
      req.resume();
      req.on('end', () => {
        res.setHeader('connection', 'close');
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  });

  /**
   * Sends `head` and `body`; resolves with the answer's status and body (NaN after 5 s without
   * one, when the body declared is more than was sent and nothing refused it).
   */
  function raw(head: string, body = ''): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head + body));
      let data = '';
      socket.setTimeout(5_000, () => socket.end());
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () =>
        resolve({
          status: Number(data.split(' ')[1]),
          body: data.slice(data.indexOf('\r\n\r\n') + 4),
        }),
      );
      socket.on('error', reject);
    });
  }

  const action = (target: string, length: number, more = '') =>
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nNext-Action: 7f00aa\r\n` +
    `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n${more}\r\n`;

  it('answers 413 to a 10 MB anonymous action at once, without handing it to Next', async () => {
    const before = handled;
    // 10 MB declared, a few bytes sent: the answer must not wait for the rest.
    const answer = await raw(action('/appointment/manage', 10 * 1024 * 1024), '--x\r\n');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Request body is too large',
      code: 'payload_too_large',
      requestId: expect.any(String),
    });
    expect(handled).toBe(before);
  });

  it("answers 403 in the one error shape to another site's action", async () => {
    const answer = await raw(
      action('/appointment/manage', 2, 'Origin: https://evil.example\r\n'),
      '{}',
    );
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Cross-site requests are not allowed',
      code: 'cross_site',
      requestId: expect.any(String),
    });
  });

  it('hands a small action, and a staff upload with its session cookie, to Next', async () => {
    const before = handled;
    expect((await raw(action('/appointment/manage', 2), '{}')).status).toBe(200);
    const upload = 6 * 1024 * 1024;
    const staff = await raw(
      action('/staff/lab-orders/7', upload, `Cookie: ${STAFF}\r\n`),
      'x'.repeat(upload),
    );
    expect(staff.status).toBe(200);
    expect(handled).toBe(before + 2);
    const anonymous = await raw(action('/staff/lab-orders/7', upload), 'x');
    expect(anonymous.status).toBe(413);
  });
});
