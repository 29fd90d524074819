/**
 * What the scripts that start local servers (bench.mjs, lighthouse.mjs, e2e.mjs) share: a free
 * port, waiting for a server to answer, the production server (scripts/start.mjs, what
 * `npm run start` deploys) in a process group of its own, and the bare Next.js reference page of
 * bench/reference-app built to a given HTML size.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_APP_DIR = path.join(process.cwd(), 'bench/reference-app');

/** The production server `npm run start` runs; any built Next.js directory can be served by it. */
export const START_SCRIPT = fileURLToPath(new URL('./start.mjs', import.meta.url));

/**
 * The flags every Chromium of the tests and measurements runs with (Debian's, as root, without a
 * display or a GPU, and without its own background traffic).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The script's `--name=value` options (a bare `--name` is true), as an object. */
export function commandLineOptions(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? true];
    }),
  );
}

/** A free port on 127.0.0.1: `wanted` when it is free, else any the system gives. */
export function freePort(wanted = 0) {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', (error) => {
      if (wanted && error.code === 'EADDRINUSE') resolve(freePort(0));
      else reject(error);
    });
    s.listen(wanted, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The last `lines` lines of a server's or browser's log file, for a run that went wrong. */
export function logTail(file, lines = 15) {
  try {
    const log = readFileSync(file, 'utf8').trimEnd();
    return log ? log.split('\n').slice(-lines).join('\n') : '(empty)';
  } catch {
    return '(no log)';
  }
}

export async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The production server (as `npm run start`) on 127.0.0.1:port for the build in `dir`, so that
 * what is measured is what is deployed; returns a function that stops it.
 */
export function startNext(dir, port, env) {
  const child = spawn(process.execPath, [START_SCRIPT, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
}

/**
 * Builds the bare Next.js page of bench/reference-app with `htmlBytes` of HTML (the size of the
 * site's home page), unless its last build was of the same sources, Next and size (the Lighthouse
 * and first-tap steps of one CI run measure beside the same bare page). Returns the environment
 * its `next start` must run with.
 */
export function buildReferenceApp(htmlBytes) {
  const env = { BENCH_HTML_BYTES: String(htmlBytes) };
  const stamp = path.join(REFERENCE_APP_DIR, '.next/built-for');
  const key = referenceBuildKey(REFERENCE_APP_DIR, htmlBytes);
  const built = existsSync(path.join(REFERENCE_APP_DIR, '.next/BUILD_ID')) && existsSync(stamp);
  if (!built || readFileSync(stamp, 'utf8') !== key) {
    const build = spawnSync('npx', ['next', 'build'], {
      cwd: REFERENCE_APP_DIR,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    if (build.status !== 0) throw new Error('reference app build failed');
    // After the build: a file it writes (next-env.d.ts) counts from the next call on.
    writeFileSync(stamp, referenceBuildKey(REFERENCE_APP_DIR, htmlBytes));
  }
  const foreign = foreignStartupSources(path.join(REFERENCE_APP_DIR, '.next/server'));
  if (foreign.length > 0)
    throw new Error(
      `the bare reference app would run the site's start-up code: ${foreign.join(', ')}`,
    );
  return env;
}

/**
 * What the app in `appDir`'s build depends on: its files, the repository's tsconfig.json (which its
 * own extends), Next's version and the page's size.
 */
export function referenceBuildKey(appDir, htmlBytes) {
  const hash = createHash('sha256').update(`${htmlBytes}\0`);
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.name === '.next' || entry.name === 'node_modules') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(appDir, file)}\0`).update(readFileSync(file));
    }
  };
  walk(appDir);
  // Its tsconfig.json extends the repository's.
  hash.update(readFileSync('tsconfig.json'));
  hash.update(JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version);
  return hash.digest('hex');
}

/**
 * The source files (as the source maps name them) of the start-up code a server build runs, its
 * instrumentation hook, that are neither the reference app's own nor a package's. Turbopack takes
 * the workspace root's `instrumentation.ts` (this repository's: the site's) into an app that has
 * none of its own, and Next runs it: the "bare" page then opened an embedded database and ran the
 * outbox worker, which cost it time and is the likely reason it stopped answering in CI.
 * bench/reference-app has an empty one of its own; this keeps it so. (Turbopack compiles the site's middleware.ts too, but
 * Next does not register it: its middleware manifest is empty, and the bare page's answers carry
 * none of the middleware's headers.)
 */
export function foreignStartupSources(serverDir, appDir = REFERENCE_APP_DIR) {
  let entry;
  try {
    entry = readFileSync(path.join(serverDir, 'instrumentation.js'), 'utf8');
  } catch {
    return []; // no instrumentation hook at all
  }
  const chunks = [...entry.matchAll(/R\.c\("server\/([^"]+)"\)/g)].map((m) => m[1]);
  if (chunks.length === 0) throw new Error(`${serverDir}/instrumentation.js loads no chunk`);
  const foreign = new Set();
  for (const chunk of chunks) {
    const file = path.join(serverDir, `${chunk}.map`);
    const map = JSON.parse(readFileSync(file, 'utf8'));
    const sources = [map, ...(map.sections ?? []).map((s) => s.map)].flatMap(
      (m) => m?.sources ?? [],
    );
    for (const source of sources) {
      if (/^[a-z]+:/i.test(source)) continue; // node:…, turbopack:… internals
      const absolute = path.resolve(path.dirname(file), source);
      const inApp = !path.relative(appDir, absolute).startsWith('..');
      if (!inApp && !absolute.split(path.sep).includes('node_modules'))
        foreign.add(path.relative(process.cwd(), absolute));
    }
  }
  return [...foreign].sort();
}

/**
 * The Cookie header of a signed-in patient on the site whose data directory is `dataDir`: a real
 * session made by scripts/signed-in-session.ts (run before the site starts, as PGlite opens in
 * one process at a time), and the header's signed-in hint (lib/accounts/current.ts).
 */
export function signedInCookie(dataDir) {
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', 'scripts/signed-in-session.ts'],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (run.status !== 0 || !/^[A-Za-z0-9_-]{43}$/.test(run.stdout)) {
    throw new Error('scripts/signed-in-session.ts made no session');
  }
  return `patient_session=${run.stdout}; signed_in=1`;
}
