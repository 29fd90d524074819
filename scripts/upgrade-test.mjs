/**
 * `npm run test:upgrade`: the rolling restart's promise (docs/decisions/expand-contract-migrations.md)
 * tested. The previous version (by default the parent of the newest commit that changed drizzle/,
 * so the last code that did not know the newest migration) is checked out with `git worktree`
 * into a temporary directory and built there (kept between runs: the build takes minutes). A
 * fresh PostgreSQL database gets this checkout's migrations (the deployment's migration step),
 * this version's instance seeds it, and then the previous version's instance starts beside it on
 * the migrated schema, as it runs during a rolling restart. Both must serve the key pages and take
 * a booking and a pharmacy order through the real API (test-payment mode), and each must read
 * what the other wrote.
 *
 * Options: --previous=<commit>, --port=3490 (this version; the previous one +1), --clean (remove
 * the previous version's worktree afterwards). Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { commandLineOptions, logTail, waitFor } from './local-servers.mjs';
import {
  book,
  createDatabase,
  freeSlots,
  makeClient,
  migrate,
  shop,
  startInstance,
  stockedMedicines,
} from './ops-traffic.mjs';

const options = commandLineOptions();
const PORT = Number(options.port ?? 3490);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The last commit before the newest migration: the version a rolling restart replaces. */
function previousVersion() {
  if (typeof options.previous === 'string') return git('rev-parse', options.previous);
  const newest = git('log', '-1', '--format=%H', '--', 'drizzle/');
  return git('rev-parse', `${newest}^`);
}

/** The previous version checked out and built in a worktree of its own (reused when built). */
function buildPrevious(commit) {
  const dir = path.join(os.tmpdir(), `saithunga-previous-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(dir, '.git'))) git('worktree', 'add', '--detach', dir, commit);
  if (!existsSync(path.join(dir, 'node_modules'))) {
    if (git('diff', '--stat', commit, 'HEAD', '--', 'package-lock.json'))
      console.warn(
        'package-lock.json changed since then: the previous version uses these packages',
      );
    // Hard links: the packages' files, not a second copy of them.
    execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
  }
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) {
    console.log(`Building the previous version (${commit.slice(0, 12)}) in ${dir}...`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the previous version did not build');
  }
  return dir;
}

const KEY_PAGES = ['/', '/doctors', '/pharmacy', '/lab-tests', '/about'];

async function checkVersion(name, origin, db, slots, medicines) {
  const failures = [];
  const { rows } = await db.query(
    `select (select slug from doctors where verified order by id limit 1) as doctor,
            (select slug from medicines where available order by id limit 1) as medicine`,
  );
  const pages = [...KEY_PAGES, `/docprofile/${rows[0].doctor}`, `/pharmacy/${rows[0].medicine}`];
  for (const page of pages) {
    const response = await fetch(`${origin}${page}`);
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${name}: ${page} answered ${response.status}`);
  }
  const client = makeClient(origin);
  const seen = [];
  await book(client.call, slots.pop(), seen);
  await shop(client.call, medicines, seen);
  client.close();
  for (const visit of seen) {
    if (visit.outcome !== 'confirmed')
      failures.push(`${name}: a ${visit.kind} ended ${visit.outcome} (${visit.detail ?? ''})`);
  }
  console.log(
    `${name}: ${pages.length} pages 200; ${seen.map((v) => `${v.kind} ${v.reference ?? v.outcome}`).join(', ')}`,
  );
  return { failures, references: seen.map((v) => v.reference).filter(Boolean) };
}

async function main() {
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  if (!TEST_DATABASE_URL || !TEST_REDIS_URL)
    throw new Error('npm run test:upgrade needs TEST_DATABASE_URL and TEST_REDIS_URL');
  if (!existsSync('.next/BUILD_ID')) throw new Error('no build: run `npm run build` first');
  const commit = previousVersion();
  const previousDir = buildPrevious(commit);
  const database = await createDatabase(TEST_DATABASE_URL, 'upgrade');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-upgrade-data-'));
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-upgrade-logs-'));
  const secret = randomBytes(32).toString('hex');
  const env = (port) => ({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_CACHE_PREFIX: `saithunga-upgrade:${database.name}:`,
    PAYMENT_TEST_MODE: '1',
    PAYMENT_TEST_SECRET: secret,
    TRUSTED_PROXY_HOPS: '1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
  });
  const instances = [];
  let db;
  try {
    console.log(`Migrating ${database.name} with this version's migrations...`);
    migrate(env(PORT));
    const start = async (name, port, cwd) => {
      const log = path.join(logDir, `${name}.log`);
      instances.push(startInstance(port, env(port), log, cwd));
      await waitFor(`http://127.0.0.1:${port}/api/health/ready`, 300_000).catch((error) => {
        throw new Error(`${name}: ${error.message}\n${logTail(log)}`);
      });
      return `http://127.0.0.1:${port}`;
    };
    // This version seeds the empty database; the previous one then starts on it, as in a rolling
    // restart where some instances are still the old code.
    const current = await start('current', PORT, process.cwd());
    const previous = await start(`previous-${commit.slice(0, 12)}`, PORT + 1, previousDir);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const slots = await freeSlots(db);
    const medicines = await stockedMedicines(db);
    const old = await checkVersion(
      `previous (${commit.slice(0, 12)})`,
      previous,
      db,
      slots,
      medicines,
    );
    const now = await checkVersion('current', current, db, slots, medicines);
    const failures = [...old.failures, ...now.failures];
    // What each version wrote is one set of records: every reference in the database once.
    const references = [...old.references, ...now.references];
    const { rows } = await db.query(
      `select reference from appointments where reference = any($1)
       union all select reference from orders where reference = any($1)`,
      [references],
    );
    if (rows.length !== references.length)
      failures.push(`records in the database: ${rows.length} of ${references.length}`);
    if (failures.length > 0) {
      console.error(`FAILED:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    } else console.log('The previous version works on the new schema, beside the new version.');
  } finally {
    instances.forEach((instance) => instance.stop());
    await db?.end();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (options.clean) git('worktree', 'remove', '--force', previousDir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
