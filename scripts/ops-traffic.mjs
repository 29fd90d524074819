/**
 * What the operations scripts that drive production instances share (scripts/chaos.mjs,
 * scripts/upgrade-test.mjs): a database of their own on TEST_DATABASE_URL's server, the
 * deployment's migration step, an instance in a process group of its own, and the visitors'
 * flows through the real API in test-payment mode (a booking: hold, open, pay, confirm; a
 * pharmacy order: the same), each recording what the visitor was told.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { openSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import pg from 'pg';
import path from 'node:path';

/** The pauses before the second, third and fourth confirm (components/checkout/confirm-paid.ts). */
const CONFIRM_RETRY_DELAYS_MS = [1_000, 3_000, 6_000];

export const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const since = (t0) => Number(((Date.now() - t0) / 1000).toFixed(1));

/** An empty database of its own on the server of `adminUrl` (as e2e/helpers/databases.ts). */
export async function createDatabase(adminUrl, label) {
  const name = `saithunga_${label}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * One production instance on `port` (scripts/start.mjs of the checkout in `cwd`, serving its
 * .next build), in a process group of its own, logging to `logFile`.
 */
export function startInstance(port, env, logFile, cwd = process.cwd()) {
  const log = openSync(logFile, 'a');
  // The start script of the build's own checkout (an older version runs its own).
  const script = path.join(cwd, 'scripts/start.mjs');
  const child = spawn(process.execPath, [script, '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      /* already gone */
    }
  };
  return { child, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

/**
 * The migration step of a deployment (deploy/systemd/saithunga-migrate.service), run once: the
 * migrations of the checkout in `cwd`.
 */
export function migrate(env, cwd = process.cwd()) {
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/migrate.ts'],
    { cwd, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`migration failed:\n${run.stderr}`);
}

/**
 * The visitors' HTTP client: HTTPS to nginx (the run's certificate trusted) or plain HTTP to an
 * instance, connections kept alive. Every answer and every failure is recorded with its time
 * (seconds since `t0`).
 */
export function makeClient(origin, { certificate, t0 = Date.now() } = {}) {
  const secure = origin.startsWith('https:');
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 64, ca: certificate.cert })
    : new http.Agent({ keepAlive: true, maxSockets: 64 });
  const log = { requests: 0, errors: [] };
  async function call(method, pathname, body, address) {
    log.requests += 1;
    const started = Date.now();
    const answer = await new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = (secure ? https : http).request(
        `${origin}${pathname}`,
        {
          method,
          agent,
          headers: {
            origin,
            // The run plays a CDN in front of nginx: each visitor's own address (the instances
            // trust two hops, TRUSTED_PROXY_HOPS=2), so per-address limits see many visitors.
            'x-forwarded-for': address,
            ...(payload && { 'content-type': 'application/json' }),
          },
          timeout: 30_000,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString());
            } catch {
              /* not JSON (nginx's own error page) */
            }
            resolve({ status: res.statusCode, json });
          });
          res.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message }));
      req.end(payload);
    });
    if (answer.status === 0 || answer.status >= 500) {
      log.errors.push({
        t: since(t0),
        ms: Date.now() - started,
        method,
        path: pathname,
        status: answer.status,
        detail: answer.error ?? answer.json?.code ?? '',
      });
    }
    return answer;
  }
  return { call, log, close: () => agent.destroy() };
}

const unanswered = (a) => a.status === 0 || a.status === 429 || a.status >= 500;

/** A confirm sent as the browser sends it: asked again while it gets no answer. */
async function confirmLikeTheBrowser(call, pathname, result, address) {
  let answer = await call('POST', pathname, result, address);
  for (const delay of CONFIRM_RETRY_DELAYS_MS) {
    if (!unanswered(answer)) break;
    await pause(delay);
    answer = await call('POST', pathname, result, address);
  }
  return answer;
}

/** The test provider's checkout (it stands for Razorpay's, which the kill does not touch). */
async function pay(call, orderId, address) {
  let answer = await call('POST', '/api/payments/simulated/pay', { orderId }, address);
  for (const delay of CONFIRM_RETRY_DELAYS_MS) {
    if (!unanswered(answer)) break;
    await pause(delay);
    answer = await call('POST', '/api/payments/simulated/pay', { orderId }, address);
  }
  return answer;
}

const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const someone = () => {
  const n = randomInt(100_000_000);
  return {
    phone: `9${String(n).padStart(9, '0')}`,
    email: `chaos${n}-${randomInt(1e6)}@example.com`,
  };
};

const ddmmyyyy = (iso) => iso.split('-').reverse().join('/');

/**
 * After the checkout's hold answered `held`: the payment opened and paid, then confirmed at
 * `confirmPath` as the browser does (a status of `confirmedStatuses` confirms it). `record`
 * follows each step (held, paid, confirmed), or says where it stopped.
 */
async function payAndConfirm(call, record, held, address, confirmPath, confirmedStatuses) {
  if (held.status !== 201) {
    record.detail = `${held.status} ${held.json?.code ?? held.error ?? ''}`;
    return;
  }
  record.orderId = held.json.id;
  record.outcome = 'held';
  await call('POST', '/api/payments/opened', { orderId: record.orderId }, address);
  const paid = await pay(call, record.orderId, address);
  if (paid.status !== 200) {
    record.detail = `pay ${paid.status}`;
    return;
  }
  record.outcome = 'paid';
  const confirmed = await confirmLikeTheBrowser(call, confirmPath, paid.json, address);
  record.confirmStatus = confirmed.status;
  if (confirmedStatuses.includes(confirmed.status)) {
    record.outcome = 'confirmed';
    record.reference = confirmed.json.data.reference;
  } else record.detail = `confirm ${confirmed.status} ${confirmed.json?.code ?? ''}`;
}

/** One booking, as the site's checkout makes it; what the visitor saw is pushed to `seen`. */
export async function book(call, slot, seen) {
  const address = visitorAddress();
  const who = someone();
  const record = { kind: 'booking', slotId: slot.id, email: who.email, outcome: 'not held' };
  seen.push(record);
  const held = await call(
    'POST',
    '/api/payment_order',
    {
      purpose: 'appointment',
      doctorId: slot.doctorId,
      slotId: slot.id,
      date: ddmmyyyy(slot.date),
      name: 'Chaos Patient',
      gender: 'female',
      disease: 'Fever',
      age: 34,
      pincode: '560038',
      ...who,
    },
    address,
  );
  await payAndConfirm(call, record, held, address, '/api/appointment/add_appointment', [200]);
}

/** One pharmacy order, as the cart's checkout places it. */
export async function shop(call, medicines, seen) {
  const address = visitorAddress();
  const who = someone();
  const record = { kind: 'order', email: who.email, outcome: 'not held' };
  seen.push(record);
  const [d, m, y] = ddmmyyyy(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10))
    .split('/')
    .map(String);
  const items = medicines
    .filter(() => randomInt(2) === 1)
    .slice(0, 3)
    .map((med) => ({ id: med.id, quantity: randomInt(1, 4) }));
  if (items.length === 0) items.push({ id: medicines[0].id, quantity: 1 });
  record.items = items;
  const held = await call(
    'POST',
    '/api/payment_order',
    {
      purpose: 'pharmacy_order',
      items,
      delivery: {
        name: 'Chaos Shopper',
        email: who.email,
        phone_number: who.phone,
        pincode: '560001',
        address: '4 MG Road, Bangalore',
        date: `${d}/${m}/${y}`,
        time: '10:15 am',
      },
    },
    address,
  );
  await payAndConfirm(call, record, held, address, '/api/pharmacy/orders', [201, 200]);
}

/** Free bookable times of published doctors, two days ahead and later (never past). */
export async function freeSlots(db) {
  const { rows } = await db.query(
    `select s.doctor_id as "doctorId", s.id, to_char(s.date, 'YYYY-MM-DD') as date
       from doctor_slots s join doctors d on d.id = s.doctor_id
      where d.verified and s.date >= current_date + 2 and s.date <= current_date + 10
        -- booked in the clinic (the traffic asks for no mode): never a video-only time
        and s.mode <> 'video'
        and not exists (select 1 from doctor_leaves l
                         where l.doctor_id = s.doctor_id and s.date between l.from_date and l.to_date)
        and not exists (select 1 from appointments a
                         where a.slot_id = s.id and a.status in ('held', 'confirmed'))
      order by random()`,
  );
  return rows;
}

/** Over-the-counter medicines, with stock enough for the run (set here: a test fixture). */
export async function stockedMedicines(db) {
  const { rows } = await db.query(
    `update medicines set stock = 100000
      where id in (select id from medicines where available and schedule = 'OTC'
                   order by id limit 5)
      returning id, stock`,
  );
  return rows;
}
