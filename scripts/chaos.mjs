/**
 * `npm run chaos`: the failure test of issue 49. Three production instances (scripts/start.mjs,
 * this worktree's .next build) behind a real nginx configured by the production example
 * (deploy/nginx/saithunga.conf, its upstream's `# instance:` lines pointed at this run's ports),
 * over one fresh PostgreSQL database (on TEST_DATABASE_URL's server) and one Redis
 * (TEST_REDIS_URL), under steady booking and shopping traffic through the real API flows in
 * test-payment mode (hold, open, pay, confirm). Partway through, one instance is killed with
 * SIGKILL and started again. Afterwards the database is checked: no booking or order lost or
 * doubled, every payment the provider took confirmed exactly once, every due outbox message sent
 * exactly once (e-mails go to an SMTP sink run here, which counts what it receives).
 *
 * Options: --seconds=75 (traffic), --visitors=6 (concurrent buyers, half booking, half shopping),
 * --kill-at=0.35 (fraction of the run), --port=3480 (nginx http, https +1, SMTP sink +2,
 * instances +3..+5), --keep (leave the database for a look). Exits 1 when anything was lost or
 * doubled. Not part of CI: it takes three to four minutes.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { makeCertificate, startNginx } from './nginx-front.mjs';
import { commandLineOptions, logTail, waitFor } from './local-servers.mjs';
import {
  book,
  createDatabase,
  freeSlots,
  makeClient,
  migrate,
  pause,
  shop,
  since,
  startInstance,
  stockedMedicines,
} from './ops-traffic.mjs';

const options = commandLineOptions();
const SECONDS = Number(options.seconds ?? 75);
const VISITORS = Number(options.visitors ?? 6);
const KILL_AT = Number(options['kill-at'] ?? 0.35);
const BASE_PORT = Number(options.port ?? 3480);
const PORTS = {
  http: BASE_PORT,
  https: BASE_PORT + 1,
  smtp: BASE_PORT + 2,
  instances: [BASE_PORT + 3, BASE_PORT + 4, BASE_PORT + 5],
};

function requireEnv() {
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL)
    throw new Error('npm run chaos needs TEST_DATABASE_URL and TEST_REDIS_URL');
  if (!existsSync('.next/BUILD_ID')) throw new Error('no build: run `npm run build` first');
  return { adminUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL };
}

/**
 * A minimal SMTP server that accepts every message and counts them per recipient: the outbox's
 * e-mails, as many times as they were handed over (nodemailer, SMTP_URL=smtp://127.0.0.1:port).
 */
function startSmtpSink(port) {
  const perRecipient = new Map();
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let recipients = [];
    socket.write('220 chaos-sink ESMTP\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of recipients) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 chaos-sink\r\n');
        else if (verb === 'MAIL') {
          recipients = [];
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ perRecipient, close: () => server.close() })),
  );
}

/** What the database holds after the run, against what the visitors were told. */
async function check(db, seen, sink, initialStock) {
  const q = async (sql, params) => (await db.query(sql, params)).rows;
  const orderIds = (kind) => seen.filter((r) => r.kind === kind && r.orderId).map((r) => r.orderId);
  const problems = [];
  const figures = {};

  // Bookings.
  const bookingPayments = await q(
    `select p.provider_order_id as "orderId", p.status, p.refund_due as "refundDue",
            a.status as "appointment", a.reference
       from payments p left join appointments a on a.id = p.appointment_id
      where p.provider_order_id = any($1)`,
    [orderIds('booking')],
  );
  const byOrder = new Map(bookingPayments.map((p) => [p.orderId, p]));
  const bookings = seen.filter((r) => r.kind === 'booking');
  figures.bookingsConfirmedToVisitor = bookings.filter((r) => r.outcome === 'confirmed').length;
  figures.bookingsLost = 0;
  figures.bookingsPaidUnconfirmed = 0;
  for (const r of bookings.filter((b) => b.outcome === 'confirmed' || b.outcome === 'paid')) {
    const p = byOrder.get(r.orderId);
    const confirmed = p?.status === 'paid' && p.appointment === 'confirmed';
    if (r.outcome === 'confirmed' && (!confirmed || p.reference !== r.reference)) {
      figures.bookingsLost += 1;
      problems.push(
        `booking ${r.reference} was confirmed to the visitor but is not in the database`,
      );
    }
    if (r.outcome === 'paid' && !confirmed && !p?.refundDue) {
      figures.bookingsPaidUnconfirmed += 1;
      problems.push(
        `a booking paid (order ${r.orderId}) was never confirmed nor marked for refund`,
      );
    }
  }
  const [appointments] = await q(
    `select count(*) filter (where status = 'confirmed')::int as confirmed,
            count(*) filter (where status = 'confirmed' and booking_type = 'online'
                               and not exists (select 1 from payments p
                                               where p.appointment_id = a.id and p.status = 'paid'))::int as unpaid,
            (select count(*)::int from (select doctor_id, slot_date, slot_time from appointments
                                         where status = 'confirmed'
                                         group by 1, 2, 3 having count(*) > 1) d) as "doubleBooked",
            (select count(*)::int from (select appointment_id from payments
                                         where appointment_id is not null and status = 'paid'
                                         group by 1 having count(*) > 1) d) as "paidTwice"
       from appointments a where patient_name = 'Chaos Patient'`,
  );
  figures.bookingsInDatabase = appointments.confirmed;
  figures.bookingsDoubled =
    appointments.doubleBooked + appointments.paidTwice + appointments.unpaid;
  if (figures.bookingsDoubled > 0)
    problems.push(`doubled bookings: ${JSON.stringify(appointments)}`);

  // Pharmacy orders.
  const orders = seen.filter((r) => r.kind === 'order');
  const orderPayments = await q(
    `select p.provider_order_id as "orderId", p.status, o.reference
       from payments p left join orders o on o.id = p.order_id
      where p.provider_order_id = any($1)`,
    [orderIds('order')],
  );
  const orderByPayment = new Map(orderPayments.map((p) => [p.orderId, p]));
  figures.ordersConfirmedToVisitor = orders.filter((r) => r.outcome === 'confirmed').length;
  figures.ordersLost = 0;
  figures.ordersPaidUnconfirmed = 0;
  for (const r of orders.filter((o) => o.outcome === 'confirmed' || o.outcome === 'paid')) {
    const p = orderByPayment.get(r.orderId);
    const placed = p?.status === 'paid' && p.reference;
    if (r.outcome === 'confirmed' && (!placed || p.reference !== r.reference)) {
      figures.ordersLost += 1;
      problems.push(`order ${r.reference} was confirmed to the shopper but is not in the database`);
    }
    if (r.outcome === 'paid' && !placed) {
      figures.ordersPaidUnconfirmed += 1;
      problems.push(`an order paid (payment order ${r.orderId}) was never placed`);
    }
  }
  const [orderCounts] = await q(
    `select count(*)::int as placed,
            count(*) filter (where not exists (select 1 from payments p where p.order_id = o.id))::int as unpaid,
            (select count(*)::int from (select order_id from payments where order_id is not null
                                         group by 1 having count(*) > 1) d) as "paidTwice"
       from orders o where o.kind = 'pharmacy' and o.name = 'Chaos Shopper'`,
  );
  figures.ordersInDatabase = orderCounts.placed;
  figures.ordersDoubled = orderCounts.unpaid + orderCounts.paidTwice;
  if (figures.ordersDoubled > 0) problems.push(`doubled orders: ${JSON.stringify(orderCounts)}`);
  // Stock taken exactly once per placed line (none taken twice, none lost).
  const stock = await q(
    `select m.id, m.stock, coalesce(sum(i.quantity) filter (where o.name = 'Chaos Shopper'), 0)::int as sold
       from medicines m left join order_items i on i.medicine_id = m.id
       left join orders o on o.id = i.order_id
      where m.id = any($1) group by m.id, m.stock`,
    [initialStock.map((m) => m.id)],
  );
  figures.stockMismatches = stock.filter(
    (s) => s.stock !== initialStock.find((m) => m.id === s.id).stock - s.sold,
  ).length;
  if (figures.stockMismatches > 0) problems.push(`stock mismatches: ${JSON.stringify(stock)}`);

  // Every payment the provider took: paid exactly once, no second payment recorded.
  const tookMoney = seen.filter((r) => r.outcome === 'paid' || r.outcome === 'confirmed');
  figures.paymentsTaken = tookMoney.length;
  const [paymentCounts] = await q(
    `select count(*) filter (where status = 'paid')::int as paid,
            (select count(*)::int from extra_payments) as extra
       from payments where provider_order_id = any($1)`,
    [tookMoney.map((r) => r.orderId)],
  );
  figures.paymentsConfirmed = paymentCounts.paid;
  figures.extraPayments = paymentCounts.extra;
  if (paymentCounts.paid !== tookMoney.length || paymentCounts.extra > 0)
    problems.push(`payments: ${JSON.stringify(paymentCounts)} of ${tookMoney.length} taken`);

  // The outbox: every due message sent, e-mails received by the sink exactly once each.
  const outbox = await q(
    `select channel, status, recipient, attempts from outbox_messages
      where deliver_after <= now() and created_at >= $1`,
    [new Date(Date.now() - 3_600_000)],
  );
  figures.outboxDue = outbox.length;
  figures.outboxSent = outbox.filter((m) => m.status === 'sent').length;
  figures.outboxUnsent = outbox.length - figures.outboxSent;
  figures.outboxRetried = outbox.filter((m) => m.attempts > 1).length;
  const expected = new Map();
  for (const m of outbox.filter((x) => x.channel === 'email' && x.status === 'sent')) {
    const to = m.recipient.toLowerCase();
    expected.set(to, (expected.get(to) ?? 0) + 1);
  }
  figures.emailsSent = [...expected.values()].reduce((a, b) => a + b, 0);
  figures.emailsReceived = [...sink.perRecipient.values()].reduce((a, b) => a + b, 0);
  figures.emailsDuplicated = 0;
  figures.emailsMissing = 0;
  for (const to of new Set([...expected.keys(), ...sink.perRecipient.keys()])) {
    const diff = (sink.perRecipient.get(to) ?? 0) - (expected.get(to) ?? 0);
    if (diff > 0) figures.emailsDuplicated += diff;
    if (diff < 0) figures.emailsMissing -= diff;
  }
  if (figures.outboxUnsent > 0) problems.push(`${figures.outboxUnsent} due messages not sent`);
  if (figures.emailsDuplicated > 0 || figures.emailsMissing > 0)
    problems.push(
      `e-mails: ${figures.emailsDuplicated} received twice, ${figures.emailsMissing} missing`,
    );
  return { figures, problems };
}

/** The API requests an instance answered since it started (its Prometheus counter). */
async function apiRequestsAnswered(port, token) {
  const response = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return [...text.matchAll(/^saithunga_http_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

/** Waits until every due outbox message is sent (a killed worker's claim lapses in 2 minutes). */
async function drainOutbox(db, timeoutMs = 200_000) {
  const start = Date.now();
  for (;;) {
    const [{ waiting }] = (
      await db.query(
        `select count(*)::int as waiting from outbox_messages
          where status = 'pending' and deliver_after <= now()`,
      )
    ).rows;
    if (waiting === 0 || Date.now() - start > timeoutMs) return { waiting, ms: Date.now() - start };
    await pause(2_000);
  }
}

async function main() {
  const { adminUrl, redisUrl } = requireEnv();
  const database = await createDatabase(adminUrl, 'chaos');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-chaos-data-'));
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-chaos-logs-'));
  const origin = `https://127.0.0.1:${PORTS.https}`;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_CACHE_PREFIX: `saithunga-chaos:${database.name}:`,
    PAYMENT_TEST_MODE: '1',
    PAYMENT_TEST_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'Saithunga Hospital <care@example.in>',
    TRUSTED_PROXY_HOPS: '2',
    SITE_URL: origin,
    DATA_DIR: dataDir,
    METRICS_TOKEN: randomBytes(32).toString('hex'),
  };
  const instances = [];
  const cleanups = [];
  const logFile = (i) => path.join(logDir, `instance-${i + 1}.log`);
  try {
    const sink = await startSmtpSink(PORTS.smtp);
    cleanups.push(sink.close);
    console.log(`Database ${database.name}; migrating once, as the deployment's migration step...`);
    migrate(env);
    // The first instance seeds the empty database; the other two find it ready.
    const up = async (i) => {
      instances[i] = startInstance(PORTS.instances[i], env, logFile(i));
      await waitFor(`http://127.0.0.1:${PORTS.instances[i]}/api/health/ready`, 300_000).catch(
        (error) => {
          throw new Error(`${error.message}\n${logTail(logFile(i))}`);
        },
      );
    };
    await up(0);
    await Promise.all([up(1), up(2)]);
    cleanups.push(() => instances.forEach((instance) => instance?.stop()));
    const certificate = makeCertificate();
    const nginx = await startNginx({
      upstreams: PORTS.instances.map((port) => `http://127.0.0.1:${port}`),
      certificate,
      httpPort: PORTS.http,
      httpsPort: PORTS.https,
    });
    cleanups.push(nginx.close);
    console.log(`nginx ${origin} -> instances on ${PORTS.instances.join(', ')}`);

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanups.push(() => db.end());
    const slots = await freeSlots(db);
    const medicines = await stockedMedicines(db);
    console.log(
      `${slots.length} free slots, ${medicines.length} medicines; traffic for ${SECONDS} s`,
    );

    const t0 = Date.now();
    const client = makeClient(origin, { certificate, t0 });
    cleanups.push(client.close);
    const seen = [];
    const deadline = t0 + SECONDS * 1000;
    const visitor = async (i) => {
      while (Date.now() < deadline) {
        if (i % 2 === 0) {
          const slot = slots.pop();
          if (!slot) break;
          await book(client.call, slot, seen);
        } else await shop(client.call, medicines, seen);
        await pause(randomInt(100, 400));
      }
    };
    const victim = 1;
    const events = {};
    const chaos = (async () => {
      await pause(SECONDS * 1000 * KILL_AT);
      instances[victim].kill();
      events.killedAt = since(t0);
      console.log(`${events.killedAt} s: instance ${victim + 1} killed (SIGKILL)`);
      await pause(1_000);
      await up(victim);
      events.readyAgainAt = since(t0);
      console.log(`${events.readyAgainAt} s: instance ${victim + 1} restarted and ready`);
    })();
    await Promise.all([...Array.from({ length: VISITORS }, (_, i) => visitor(i)), chaos]);
    events.trafficEndedAt = since(t0);
    // Each instance's own count of the API requests it answered (the killed one's since its
    // restart): every instance took its share, the restarted one too.
    const answeredBy = await Promise.all(
      PORTS.instances.map((port) => apiRequestsAnswered(port, env.METRICS_TOKEN)),
    );

    console.log('Traffic over; waiting for the outbox to drain...');
    const drain = await drainOutbox(db);
    const { figures, problems } = await check(db, seen, sink, medicines);
    const outcomes = {};
    for (const r of seen) {
      const key = `${r.kind}: ${r.outcome}${r.outcome === 'confirmed' ? '' : r.detail ? ` (${r.detail})` : ''}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    const report = {
      seconds: SECONDS,
      visitors: VISITORS,
      events,
      requests: client.log.requests,
      apiRequestsAnsweredByInstance: answeredBy,
      clientErrors: client.log.errors.length,
      errors: client.log.errors,
      outcomes,
      outboxDrainedInSeconds: Math.round(drain.ms / 1000),
      ...figures,
    };
    console.log(JSON.stringify(report, null, 2));
    if (problems.length > 0) {
      console.error(`\nFAILED:\n- ${problems.join('\n- ')}`);
      process.exitCode = 1;
    } else console.log('\nNothing lost or doubled.');
    console.log(`Instance logs: ${logDir}`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        /* best effort */
      }
    }
    if (!options.keep) await database.drop();
    else console.log(`Database kept: ${database.url}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
