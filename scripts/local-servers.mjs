/**
 * What the scripts that start local servers (bench.mjs, lighthouse.mjs, e2e.mjs) share: a free
 * port, waiting for a server to answer, the production server (scripts/start.mjs, what
 * `npm run start` deploys) in a process group of its own, and the bare Next.js reference page of
 * bench/reference-app built to a given HTML size.
 */
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_APP_DIR = path.join(process.cwd(), 'bench/reference-app');

/** The production server `npm run start` runs; any built Next.js directory can be served by it. */
export const START_SCRIPT = fileURLToPath(new URL('./start.mjs', import.meta.url));

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
 * site's home page). Returns the environment its `next start` must run with.
 */
export function buildReferenceApp(htmlBytes) {
  const env = { BENCH_HTML_BYTES: String(htmlBytes) };
  const build = spawnSync('npx', ['next', 'build'], {
    cwd: REFERENCE_APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (build.status !== 0) throw new Error('reference app build failed');
  return env;
}
