/**
 * Server actions held like the API (issue 48, findings 5 and 6), against the production server
 * (scripts/start.mjs): askBookingCode's real call, captured from a browser's submission of the
 * manage page's form, replayed over HTTP. A 1 MB call is refused (413) 60 times over, never
 * accepted; 10 MB calls are refused before their bodies are sent; the POST budget ends in 429;
 * another site's call is refused 403 in the one error shape (Next's own answer is a bare 500).
 */
import { randomInt } from 'node:crypto';
import net from 'node:net';
import type { APIRequestContext, Browser, TestInfo } from '@playwright/test';
import { PUBLIC_ACTION_BODY_LIMIT } from '../lib/api/body-limits.mjs';
import { expect, test } from './test';
import { signIn } from './staff-helpers';

/** An address of its own per test, so no budget of another spec is spent. */
const freshAddress = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** A booking reference of the right shape that names no booking, new per call. */
const freshReference = () =>
  `SMH-${Array.from({ length: 10 }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(36)]).join('')}`;

/**
 * `call`'s body for another reference (the same length, so the multipart framing holds): each
 * test asks for its own reference's codes, whose limits (5 in 10 minutes, 10 a day) no other
 * test or run has spent.
 */
const forReference = (call: Captured, reference: string) =>
  Buffer.from(call.body.toString('latin1').replace(call.reference, reference), 'latin1');

type Captured = {
  action: string;
  type: string;
  tree?: string;
  body: Buffer;
  reference: string;
};

/** askBookingCode as the browser calls it: its action id, content type and multipart body. */
async function captureAskBookingCode(browser: Browser, testInfo: TestInfo): Promise<Captured> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() },
  });
  const page = await context.newPage();
  let captured: Captured | undefined;
  const reference = freshReference();
  await page.route('**/appointment/manage**', async (route) => {
    const request = route.request();
    const headers = request.headers();
    if (request.method() === 'POST' && headers['next-action']) {
      captured = {
        action: headers['next-action'],
        type: headers['content-type'],
        tree: headers['next-router-state-tree'],
        body: request.postDataBuffer()!,
        reference,
      };
    }
    await route.continue();
  });
  await page.goto('/appointment/manage');
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('Phone number used for the booking').fill('9876543210');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('status')).toContainText('a 6-digit code has been sent');
  await context.close();
  expect(captured, 'the form posted a server action').toBeDefined();
  return captured!;
}

/** The captured call's headers, as the browser sent them from the site's own page. */
function actionHeaders(call: Captured, origin: string, address: string) {
  return {
    'Next-Action': call.action,
    'Content-Type': call.type,
    ...(call.tree ? { 'Next-Router-State-Tree': call.tree } : {}),
    Accept: 'text/x-component',
    Origin: origin,
    'X-Forwarded-For': address,
  };
}

/** Posts the manage page's action as `headers` say, whatever the answer's status. */
function postManageAction(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: unknown,
) {
  return request.post('/appointment/manage', { headers, data, failOnStatusCode: false });
}

/** The status and body of a raw HTTP answer (NaN and '' when none came). */
function parseAnswer(data: string): { status: number; body: string } {
  return { status: Number(data.split(' ')[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) };
}

type Answer = { status: number; body: string; bodySent: boolean };

/**
 * POSTs `body` to `path` over a connection of its own, sending the head first: when the server
 * answers from the head alone (within half a second), the body is never sent, and `bodySent`
 * says so; otherwise the body follows and the server's answer to it is taken. (Sent at once, a
 * refused body would make the server close a connection with unread data, and the reset can
 * destroy its answer before the client reads it.)
 */
function postHeadFirst(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let data = '';
    let bodySent = false;
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const timer = setTimeout(() => {
      if (data) return;
      bodySent = true;
      socket.write(body);
    }, 500);
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => {
      clearTimeout(timer);
      resolve({ ...parseAnswer(data), bodySent });
    });
    socket.on('error', reject);
  });
}

test.describe('server actions held like the API', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP only: one run is enough');

  let call: Captured;
  test.beforeAll(async ({ browser }, testInfo) => {
    call = await captureAskBookingCode(browser, testInfo);
    // The largest public action body, measured: a few hundred bytes against the 8 kB limit.
    testInfo.annotations.push({
      type: 'askBookingCode body',
      description: `${call.body.length} bytes`,
    });
    expect(call.body.length).toBeLessThan(PUBLIC_ACTION_BODY_LIMIT / 4);
  });

  test('60 calls of askBookingCode with 1 MB bodies: every one refused 413, none accepted', async ({
    request,
    baseURL,
  }) => {
    const address = freshAddress();
    const small = forReference(call, freshReference());
    const padding = 'x'.repeat(1024 * 1024);
    // The real call with its phone field 1 MB long: the multipart body as the browser framed it.
    const body = Buffer.from(
      small.toString('latin1').replace('9876543210', `9876543210${padding}`),
      'latin1',
    );
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const answer = await postHeadFirst(
        baseURL!,
        '/appointment/manage',
        actionHeaders(call, baseURL!, address),
        body,
      );
      statuses.push(answer.status);
      expect(answer.bodySent).toBe(false);
      if (i === 0) {
        expect(JSON.parse(answer.body)).toEqual({
          message: 'Request body is too large',
          code: 'payload_too_large',
          requestId: expect.any(String),
        });
      }
    }
    expect(statuses).toEqual(Array(60).fill(413));
    // None reached the action, nor even the POST limit: the address's first small call is
    // answered, and a code is sent (the code requests' budget is untouched too).
    const answer = await postManageAction(request, actionHeaders(call, baseURL!, address), small);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('a 6-digit code has been sent');
  });

  test('8 calls of 10 MB at once: all refused before their bodies are sent', async ({
    baseURL,
  }) => {
    const address = freshAddress();
    const body = Buffer.alloc(10 * 1024 * 1024, 'x');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postHeadFirst(
          baseURL!,
          '/appointment/manage',
          actionHeaders(call, baseURL!, address),
          body,
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.bodySent).toBe(false);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
    }
  });

  test('small valid calls spend the POST budget: 30 answered, then 429 with Retry-After', async ({
    request,
    baseURL,
  }) => {
    const address = freshAddress();
    const body = forReference(call, freshReference());
    const statuses: number[] = [];
    const texts: string[] = [];
    let refusal: { body: unknown; retryAfter?: string } | undefined;
    for (let i = 0; i < 36; i += 1) {
      const response = await postManageAction(
        request,
        actionHeaders(call, baseURL!, address),
        body,
      );
      statuses.push(response.status());
      if (response.status() === 200) texts.push(await response.text());
      if (response.status() === 429 && !refusal) {
        refusal = { body: await response.json(), retryAfter: response.headers()['retry-after'] };
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual(Array(6).fill(429));
    // The action ran: a code was sent, until the code requests' own limits (5 per reference).
    expect(texts[0]).toContain('a 6-digit code has been sent');
    expect(texts[29]).toContain('Too many codes asked for');
    expect(refusal?.body).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'rate_limited',
      requestId: expect.any(String),
    });
    expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
  });

  test("another site's call, or one whose Host is not its Origin's: 403 in the one error shape", async ({
    request,
    baseURL,
  }) => {
    const address = freshAddress();
    const body = forReference(call, freshReference());
    const foreign = await postManageAction(
      request,
      actionHeaders(call, 'https://evil.example', address),
      body,
    );
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['content-type']).toContain('application/json');
    expect(await foreign.json()).toEqual({
      message: 'Cross-site requests are not allowed',
      code: 'cross_site',
      requestId: expect.any(String),
    });
    const mismatch = await postManageAction(
      request,
      { ...actionHeaders(call, baseURL!, address), 'X-Forwarded-Host': 'other.example' },
      body,
    );
    expect(mismatch.status()).toBe(403);
    expect(await mismatch.json()).toMatchObject({ code: 'cross_site' });
    // The same call from the site's own page is the action's to answer (neither refusal spent
    // the code requests' budget).
    const own = await postManageAction(request, actionHeaders(call, baseURL!, address), body);
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain('a 6-digit code has been sent');
  });

  test('an action posted to a page without actions is refused 405, not forwarded', async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/doctors', {
      headers: actionHeaders(call, baseURL!, freshAddress()),
      data: call.body,
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(405);
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  test("the console's lab report page takes a 6 MB body with a staff session, 413 without", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() },
    });
    const page = await context.newPage();
    await signIn(page, 'lab');
    const upload = Buffer.alloc(6 * 1024 * 1024, 'a');
    const headers = {
      'Next-Action': `7f${'0'.repeat(40)}`,
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: baseURL!,
    };
    // With the session cookie the body is read whole, and Next refuses an action it does not
    // know: past the gate. (e2e/lab-reports.spec.ts uploads a real report through the form.)
    const withSession = await page.request.post('/staff/lab-orders/1', {
      headers,
      data: upload,
      failOnStatusCode: false,
    });
    expect(withSession.status()).not.toBe(413);
    expect(withSession.status()).toBeLessThan(500);
    const anonymous = await postHeadFirst(
      baseURL!,
      '/staff/lab-orders/1',
      { ...headers, 'X-Forwarded-For': freshAddress() },
      upload,
    );
    expect(anonymous.status).toBe(413);
    expect(anonymous.bodySent).toBe(false);
    await context.close();
  });
});
