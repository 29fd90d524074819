/**
 * The restore drill (issue 49), on each engine: seed, book and pay, buy and pay, store an
 * upload and an outbox file, back up, wipe, restore onto a fresh database and data directory,
 * and compare every table's rows and every file's checksum. Then the refusals: a non-empty
 * target, a changed archive, a newer schema.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { appointmentPurchase } from '@/lib/booking/purchase';
import { confirmCheckout } from '@/lib/checkout/settle';
import { openDatabase, queryRows, type Db } from '@/lib/db/open';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { diskStorage } from '@/lib/storage';
import { createBackup } from '@/lib/ops/backup';
import { digestFile } from '@/lib/ops/backup-archive';
import { knownMigrations, listTables, schemaRefusal } from '@/lib/ops/backup-manifest';
import { restoreBackup, RestoreRefusedError, type RestoreTarget } from '@/lib/ops/restore';
import { NOW, TOMORROW, createOrder, createWorld, orderBody, provider } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { deliveryInfo, insertPharmacyFixture } from '../pharmacy/fixtures';

/** Every table's rows as one digest per table: equal digests, equal rows. */
async function tableDigests(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of await listTables(db)) {
    const name = table
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const [row] = await queryRows<{ n: string | number; d: string }>(
      db,
      sql.raw(
        `select count(*) as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as d from ${name} t`,
      ),
    );
    digests[table] = `${row.n}:${row.d}`;
  }
  return digests;
}

async function fileDigests(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = (await digestFile(full)).sha256;
  }
  return out;
}

describe.each(engines)('the restore drill on %s', (engine) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `saithunga-drill-${engine}-`));
  const dataDir = path.join(root, 'data');
  const backupDir = path.join(root, 'backups');
  const restoredDir = path.join(root, 'restored');
  // PostgreSQL's archive is encrypted, PGlite's is not: both paths are drilled.
  const key = engine === 'postgres' ? randomBytes(32) : undefined;
  let source: TestDb | undefined;
  let target: TestDb | undefined;
  let archive = '';
  let restoreTarget: RestoreTarget;
  let rowsBefore: Record<string, string>;
  let filesBefore: Record<string, string>;

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up a booking, an order and their files, and restores every row and byte', async () => {
    source = await createTestDb(engine);
    const db = source.db;
    const world = await createWorld(db);
    const pharmacy = await insertPharmacyFixture(db);
    const booking = await createOrder(
      appointmentPurchase,
      db,
      provider,
      orderBody(world, `${TOMORROW} 12:30 PM`),
      { now: NOW },
    );
    await confirmCheckout(db, provider, appointmentPurchase, provider.pay(booking.id), {
      now: new Date(NOW.getTime() + 60_000),
    });
    const order = await createOrder(pharmacyOrderPurchase, db, provider, {
      items: [{ id: pharmacy.ids['Vitamin C 500mg Chewable'], quantity: 2 }],
      delivery: deliveryInfo(),
    });
    const bought = await confirmCheckout(
      db,
      provider,
      pharmacyOrderPurchase,
      provider.pay(order.id),
    );
    expect(bought.created).toBe(true);
    await diskStorage(path.join(dataDir, 'uploads')).put(
      'prescriptions',
      randomBytes(50_000),
      'pdf',
    );
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'outbox', '1-booking-confirmed.eml'), 'Subject: Booked\n');

    rowsBefore = await tableDigests(db);
    filesBefore = await fileDigests(dataDir);
    const { file, manifest } = await createBackup({
      handle: source,
      databaseUrl: source.url,
      dataDir,
      backupDir,
      key,
    });
    archive = file;
    expect(manifest).toMatchObject({ engine, encrypted: Boolean(key) });
    expect(manifest.schema.tag).toBe(knownMigrations().at(-1)!.tag);
    expect(Object.keys(manifest.files).sort()).toEqual(Object.keys(filesBefore).sort());
    expect(manifest.tables['public.orders']).toBe(1);
    expect(manifest.versions.server).toMatch(/^\d+/);

    // Wipe: the database and the files are gone.
    await source.drop();
    source = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });

    if (engine === 'postgres') {
      target = await createTestDb('postgres', { migrate: false });
      restoreTarget = { kind: 'postgres', url: target.url! };
    } else {
      restoreTarget = { kind: 'pglite', dir: path.join(restoredDir, 'pglite') };
    }
    const restored = await restoreBackup({
      archive,
      target: restoreTarget,
      dataDir: restoredDir,
      key,
    });
    expect(restored.files).toBe(2);

    const check = await openDatabase(
      restoreTarget.kind === 'postgres'
        ? { kind: 'postgres', url: restoreTarget.url, max: 1 }
        : { kind: 'pglite', dataDir: restoreTarget.dir },
    );
    try {
      expect(await tableDigests(check.db)).toEqual(rowsBefore);
    } finally {
      await check.close();
    }
    // The restored embedded database lives in the same directory; the site's files beside it.
    const filesAfter = Object.fromEntries(
      Object.entries(await fileDigests(restoredDir)).filter(([name]) => !name.startsWith('pglite')),
    );
    expect(filesAfter).toEqual(filesBefore);
  });

  it('refuses a target that is not empty, unless forced', async () => {
    const again = () =>
      restoreBackup({ archive, target: restoreTarget, dataDir: restoredDir, key });
    await expect(again()).rejects.toThrow(RestoreRefusedError);
    await expect(again()).rejects.toThrow(/not empty/);
    const forced = await restoreBackup({
      archive,
      target: restoreTarget,
      dataDir: restoredDir,
      key,
      force: true,
    });
    expect(forced.files).toBe(2);
  });

  it('refuses a changed archive before touching the target', async () => {
    const changed = path.join(root, 'changed.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(changed, bytes);
    const empty = path.join(root, 'empty');
    const emptyTarget: RestoreTarget =
      engine === 'postgres' ? restoreTarget : { kind: 'pglite', dir: path.join(empty, 'pglite') };
    await expect(
      restoreBackup({ archive: changed, target: emptyTarget, dataDir: empty, key, force: true }),
    ).rejects.toThrow();
    expect(fs.existsSync(path.join(empty, 'pglite'))).toBe(false);
  });
});

describe('the schema version a restore accepts', () => {
  it('refuses a backup made by code with a newer migration', () => {
    const latest = knownMigrations().at(-1)!;
    expect(schemaRefusal({ tag: latest.tag, when: latest.when, applied: 1 })).toBeNull();
    expect(schemaRefusal({ tag: 'older', when: knownMigrations()[0].when, applied: 1 })).toBeNull();
    expect(schemaRefusal({ tag: '0099_future', when: latest.when + 1, applied: 99 })).toMatch(
      /newer than this code knows/,
    );
  });
});
