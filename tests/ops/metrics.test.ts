/**
 * The metrics endpoint (issue 49): refused without the token (401) and absent without
 * METRICS_TOKEN (404); with it, Prometheus text holding the route wrapper's series by route
 * pattern (never the id) and the database gauges, collected at scrape time, on both engines.
 */
jest.mock('@/lib/db', () => appDbMock());

import { GET } from '@/app/api/metrics/route';
import { json, withErrors } from '@/lib/api/handler';
import { payments, refunds, checkoutHolds } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { enqueue } from '@/lib/notifications/outbox';
import { appDbForFile, appDbMock } from '../helpers/app-db';
import { engines } from '../helpers/db';

const TOKEN = 'a'.repeat(40);
const settable = env as { metricsToken?: string };

function scrape(authorization?: string) {
  const headers = authorization ? { authorization } : undefined;
  return GET(new Request('http://localhost/api/metrics', { headers }));
}

/** One series' value in the exposition text, or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

afterEach(() => {
  settable.metricsToken = undefined;
});

describe('GET /api/metrics', () => {
  it('does not exist (404) while METRICS_TOKEN is unset', async () => {
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses a request without the token or with a wrong one (401, the one error shape)', async () => {
    settable.metricsToken = TOKEN;
    for (const header of [undefined, `Bearer ${'b'.repeat(40)}`, TOKEN, `Bearer ${TOKEN}x`]) {
      const response = await scrape(header);
      expect(response.status).toBe(401);
      const body = await response.json();
      expect(body).toMatchObject({ code: 'unauthorized', message: 'Unauthorized' });
      expect(typeof body.requestId).toBe('string');
    }
  });

  it('labels a request through the route wrapper by its pattern, never its id or query', async () => {
    settable.metricsToken = TOKEN;
    type Args = [Request, { params: Promise<{ id: string }> }];
    const route = withErrors<Args>(async () => json({ ok: true }));
    const failing = withErrors<Args>(async () => {
      throw new Error('boom');
    });
    const params = Promise.resolve({ id: '98765' });
    const url = 'http://localhost/api/doctorschedule/98765?phone=9876543210';
    expect((await route(new Request(url), { params })).status).toBe(200);
    expect((await failing(new Request(url), { params })).status).toBe(500);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const labels = 'method="GET",route="/api/doctorschedule/[id]"';
    expect(valueOf(text, `saithunga_http_requests_total{${labels},status="200"}`)).toBe(1);
    expect(valueOf(text, `saithunga_http_requests_total{${labels},status="500"}`)).toBe(1);
    expect(valueOf(text, `saithunga_http_request_errors_total{${labels}}`)).toBe(1);
    expect(valueOf(text, `saithunga_http_request_duration_seconds_count{${labels}}`)).toBe(2);
    expect(text).not.toContain('98765');
    expect(text).not.toContain('9876543210');
  });
});

describe.each(engines)('database gauges on %s', (engine) => {
  const t = appDbForFile(engine);

  it('shows the outbox backlog, holds, payments and refunds at scrape time', async () => {
    settable.metricsToken = TOKEN;
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(valueOf(before, 'saithunga_outbox_pending_messages')).toBe(0);
    expect(valueOf(before, 'saithunga_checkout_active_holds')).toBe(0);

    const now = Date.now();
    await t.db.transaction(async (tx) => {
      await enqueue(tx, { type: 'appointment', id: 1 }, [
        {
          topic: 'booking.confirmed',
          channel: 'sms',
          recipient: '9876543210',
          text: 'Booked',
          deliverAfter: new Date(now - 60_000),
        },
      ]);
      const [payment] = await tx
        .insert(payments)
        .values({
          provider: 'test',
          providerOrderId: `order_metrics_${engine}`,
          purpose: 'appointment',
          amountPaise: 50_000,
        })
        .returning({ id: payments.id });
      const digest = 'x'.repeat(64);
      await tx.insert(checkoutHolds).values({
        paymentId: payment.id,
        purpose: 'appointment',
        clientDigest: digest,
        phoneDigest: digest,
        emailDigest: digest,
        createdAt: new Date(now),
        expiresAt: new Date(now + 600_000),
      });
      await tx.insert(refunds).values({
        paymentId: payment.id,
        providerPaymentId: `pay_metrics_${engine}`,
        amountPaise: 50_000,
        reason: 'test',
        createdAt: new Date(now - 3_600_000),
      });
    });

    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(valueOf(text, 'saithunga_outbox_pending_messages')).toBe(1);
    expect(valueOf(text, 'saithunga_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(59);
    expect(valueOf(text, 'saithunga_outbox_failed_messages')).toBe(0);
    expect(valueOf(text, 'saithunga_checkout_active_holds')).toBe(1);
    expect(valueOf(text, 'saithunga_payments{status="created"}')).toBe(1);
    expect(valueOf(text, 'saithunga_refunds_unfinished{status="pending",measure="count"}')).toBe(1);
    expect(
      valueOf(text, 'saithunga_refunds_unfinished{status="pending",measure="oldest_seconds"}'),
    ).toBeGreaterThanOrEqual(3599);
    expect(text).not.toContain('9876543210');
  });
});
