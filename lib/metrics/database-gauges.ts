import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import { queryRows } from '@/lib/db/open';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { safeError } from '@/lib/log/safe-error';

/**
 * Gauges of the database's state, each filled at scrape time by one query (prom-client's
 * `collect`), never updated on writes: what a monitor sees is what the tables hold, on every
 * instance alike. Before the process's database is ready, or when a query fails, the gauge
 * has no value in that scrape (an alert on `absent()` catches it) rather than a stale one.
 */
type Row = Record<string, string | number | null>;

/**
 * The app's database module, loaded at the first scrape: the route wrapper imports the registry,
 * and every route importing the database's start-up with it would be a cost for nothing.
 */
const appDb = () => import('@/lib/db');

async function rowsOf(query: SQL): Promise<Row[] | null> {
  const { databaseStartup, getDb } = await appDb();
  if (databaseStartup() !== 'ready') return null;
  try {
    return await queryRows<Row>(await getDb(), query);
  } catch (error) {
    logger.warn({ err: safeError(error) }, 'metrics: a database gauge could not be read');
    return null;
  }
}

const num = (value: string | number | null | undefined) => (value == null ? null : Number(value));

/** A gauge whose every value is set by `fill` at each scrape, after a reset. */
function scrapeGauge<L extends string>(
  registers: Registry[],
  name: string,
  help: string,
  labelNames: L[],
  fill: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<void>,
) {
  return new Gauge({
    name,
    help,
    labelNames,
    registers,
    async collect() {
      this.reset();
      await fill((labels, value) => this.set(labels, value));
    },
  });
}

const OUTBOX_QUERY = sql`
  select count(*) filter (where status = 'pending' and deliver_after <= now())::int as due,
         count(*) filter (where status = 'failed')::int as failed,
         extract(epoch from now() - min(deliver_after)
           filter (where status = 'pending' and deliver_after <= now()))::float8 as oldest
    from outbox_messages`;

let outbox: Promise<Row | null> | null = null;

/**
 * The outbox's three series come from one query: prom-client collects a scrape's metrics all at
 * once, so the three gauges share the query in flight; the next scrape runs it again.
 */
function outboxRow(): Promise<Row | null> {
  outbox ??= rowsOf(OUTBOX_QUERY)
    .then((rows) => rows?.[0] ?? null)
    .finally(() => {
      outbox = null;
    });
  return outbox;
}

export function collectDatabaseGauges(registers: Registry[]) {
  scrapeGauge(
    registers,
    'saithunga_outbox_pending_messages',
    'Outbox messages not sent yet whose time has come (backlog).',
    [],
    async (set) => {
      const row = await outboxRow();
      if (row) set({}, num(row.due) ?? 0);
    },
  );
  scrapeGauge(
    registers,
    'saithunga_outbox_oldest_pending_seconds',
    'Age of the oldest due, unsent outbox message (0 when none is waiting).',
    [],
    async (set) => {
      const row = await outboxRow();
      if (row) set({}, Math.max(0, num(row.oldest) ?? 0));
    },
  );
  scrapeGauge(
    registers,
    'saithunga_outbox_failed_messages',
    'Outbox messages that gave up after their retries (status failed).',
    [],
    async (set) => {
      const row = await outboxRow();
      if (row) set({}, num(row.failed) ?? 0);
    },
  );
  scrapeGauge(
    registers,
    'saithunga_checkout_active_holds',
    'Checkout holds (slots, stock, lab windows) not yet expired.',
    [],
    async (set) => {
      const rows = await rowsOf(
        sql`select count(*)::int as n from checkout_holds h join payments p on p.id = h.payment_id
            where p.status = 'created' and h.expires_at > now()`,
      );
      if (rows) set({}, num(rows[0]?.n) ?? 0);
    },
  );
  scrapeGauge(
    registers,
    'saithunga_payments',
    'Payments by status (created, paid, failed).',
    ['status'],
    async (set) => {
      const rows = await rowsOf(
        sql`select status::text as status, count(*)::int as n from payments group by status`,
      );
      for (const row of rows ?? []) set({ status: String(row.status) }, num(row.n) ?? 0);
    },
  );
  scrapeGauge(
    registers,
    'saithunga_refunds_unfinished',
    'Refunds not processed yet, by status (pending, sending, failed), and the oldest one’s age.',
    ['status', 'measure'],
    async (set) => {
      const rows = await rowsOf(sql`
        select status, count(*)::int as n,
               extract(epoch from now() - min(created_at))::float8 as oldest
          from refunds where status <> 'processed' group by status`);
      for (const row of rows ?? []) {
        set({ status: String(row.status), measure: 'count' }, num(row.n) ?? 0);
        set({ status: String(row.status), measure: 'oldest_seconds' }, num(row.oldest) ?? 0);
      }
    },
  );
  scrapeGauge(
    registers,
    'saithunga_db_pool_connections',
    'PostgreSQL pool connections by state (total, idle, waiting clients); none on PGlite.',
    ['state'],
    async (set) => {
      const stats = await appDb()
        .then((db) => db.databasePoolStats())
        .catch(() => null);
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) set({ state }, value);
    },
  );
}

const BACKUP_FILE = /^saithunga-.+\.tar\.gz(\.enc)?$/;

/** The newest archive's age in BACKUP_DIR (`npm run backup`), read from its modification time. */
export function collectBackupAge(registers: Registry[]) {
  scrapeGauge(
    registers,
    'saithunga_backup_age_seconds',
    'Age of the newest backup archive in BACKUP_DIR; no value when there is none.',
    [],
    async (set) => {
      const newest = await newestBackupTime(env.backupDir);
      if (newest !== null) set({}, Math.max(0, (Date.now() - newest) / 1000));
    },
  );
}

export async function newestBackupTime(dir: string): Promise<number | null> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let newest: number | null = null;
  for (const name of names.filter((n) => BACKUP_FILE.test(n))) {
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && (newest === null || stat.mtimeMs > newest)) newest = stat.mtimeMs;
  }
  return newest;
}
