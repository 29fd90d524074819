/**
 * What the browser measurements (`npm run lighthouse`, `npm run interactive`) share: the
 * production build, the site served from a fresh seeded data directory and the bare Next.js page
 * of bench/reference-app beside it, each behind the same transport (Debian's nginx with
 * deploy/nginx/saithunga.conf, or plain HTTP/1.1), the pages found in the sitemap, and Debian's
 * Chromium with the flags both launch it with.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as local from './local-servers.mjs';
import { makeCertificate, startNginx } from './nginx-front.mjs';

export const TRANSPORT_NAMES = {
  nginx: 'nginx 1.22 (HTTPS + HTTP/2, deploy/nginx/saithunga.conf) before next start',
  h1: 'plain HTTP/1.1 to next start',
};

/**
 * The command line's options (`args`), and those both measurements take: --runs (default 5),
 * --transport (nginx or h1, default nginx) and --gate (target or ratchet, default target), checked.
 */
export function measurementOptions(args = local.commandLineOptions()) {
  const runs = Number(args.runs ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
  const transport = args.transport ?? 'nginx';
  if (!Object.hasOwn(TRANSPORT_NAMES, transport))
    throw new Error(`--transport must be nginx or h1, not ${transport}`);
  const gate = args.gate ?? 'target';
  if (!['target', 'ratchet'].includes(gate))
    throw new Error(`--gate must be target or ratchet, not ${gate}`);
  return { args, runs, transport, gate };
}

/** Debian's Chromium: CHROME_PATH, else `command -v chromium`. */
export function chromiumPath() {
  return process.env.CHROME_PATH || execSync('command -v chromium', { encoding: 'utf8' }).trim();
}

/**
 * The flags every measuring Chromium runs with (headless mode is the launcher's business), and
 * `certificate`'s key accepted for the local nginx.
 */
export function chromiumFlags(certificate) {
  return [
    ...local.CHROMIUM_FLAGS,
    // Headless Chromium has no display to pace its frames: when the main thread is busy at a
    // frame's deadline, the next frame can wait about a second, so the first paint of the same
    // page (the bare one too) lands at 0.3 s in one run and 1.3 or 2.3 s in the next, and
    // Lighthouse's LCP estimate with it. Drawing each frame once all its stages are done
    // takes that artefact out (measured: first paint 0.3-0.5 s in every run of every page).
    '--run-all-compositor-stages-before-draw',
    ...(certificate ? [`--ignore-certificate-errors-spki-list=${certificate.spki}`] : []),
  ];
}

/** The site's pages worth measuring, by name, as the sitemap at `base` lists them. */
export async function discoverPages(base) {
  let urls = [];
  try {
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  } catch {
    /* no sitemap */
  }
  const first = (prefix) => urls.find((u) => u.startsWith(prefix) && u !== prefix.slice(0, -1));
  const pages = {
    home: '/',
    doctors: '/doctors',
    department: first('/department/'),
    treatment: first('/treatment/'),
    doctor: first('/docprofile/'),
    blog: first('/blog/'),
    pharmacy: '/pharmacy',
    medicine: urls.find((u) => /^\/pharmacy\/(?!addtocart)[^/]+$/.test(u)),
    cart: '/pharmacy/addtocart',
    lab: '/lab-tests',
    labItem: first('/lab-tests/'),
    labCart: '/lab-tests/cart',
    labBooked: '/lab-tests/booked',
    labReport: '/lab-tests/report',
    manage: '/appointment/manage',
    track: '/pharmacy/order',
  };
  return Object.entries(pages).filter(([, p]) => p);
}

/** What `next start` answers at `origin` now, for a run that could not be measured. */
async function answerOf(origin) {
  try {
    const res = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) });
    return `next start at ${origin} answers ${res.status}`;
  } catch (error) {
    return `next start at ${origin} does not answer: ${error.cause?.code ?? error.message}`;
  }
}

/**
 * Starts `next start` in `dir` on a free port and, for the nginx transport, nginx before it.
 * `direct` is the plain-HTTP address the scripts fetch from; `origin` is what the browser loads
 * (and the SITE_URL the server runs with).
 */
async function serve(dir, env, transport, certificate) {
  const port = await local.freePort();
  const direct = `http://127.0.0.1:${port}`;
  if (transport === 'h1') {
    const stop = local.startNext(dir, port, { SITE_URL: direct, ...env });
    return { direct, origin: direct, stop, diagnose: () => answerOf(direct) };
  }
  // nginx's port is known only once it listens, and the server must run with the address the
  // browser loads as its SITE_URL: nginx starts first (answering 502 until `next start` is up).
  const front = await startNginx({ upstream: direct, certificate });
  // One proxy appends the visitor to X-Forwarded-For (README, Deploying).
  const stopNext = local.startNext(dir, port, {
    SITE_URL: front.origin,
    TRUSTED_PROXY_HOPS: '1',
    ...env,
  });
  return {
    direct,
    origin: front.origin,
    stop: () => {
      stopNext();
      front.close();
    },
    diagnose: async () =>
      `${await answerOf(direct)}\nnginx's error log, last lines:\n${front.logTail()}`,
  };
}

/**
 * Builds the site (unless `build` is false and a build exists), serves it from a fresh data
 * directory and the bare Next.js page (sized to the home page's HTML) beside it, both through
 * `transport`. `cleanups` receives what stops them, in the order they started; `signedIn` makes
 * a patient session first (its Cookie header is returned).
 */
export async function startMeasuredSites({ build, transport, signedIn = false, cleanups }) {
  if (!Object.hasOwn(TRANSPORT_NAMES, transport))
    throw new Error(`--transport must be nginx or h1, not ${transport}`);
  if (build || !existsSync('.next/BUILD_ID')) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const certificate = transport === 'nginx' ? makeCertificate() : null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saithunga-measure-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const cookie = signedIn ? local.signedInCookie(dataDir) : null;
  const site = await serve('.', { DATA_DIR: dataDir }, transport, certificate);
  cleanups.push(site.stop);
  await local.waitFor(`${site.direct}/api/health`);

  const homeBytes = (await (await fetch(`${site.direct}/`)).arrayBuffer()).byteLength;
  const referenceEnv = local.buildReferenceApp(homeBytes);
  const reference = await serve(local.REFERENCE_APP_DIR, referenceEnv, transport, certificate);
  cleanups.push(reference.stop);
  await local.waitFor(`${reference.direct}/`);
  return { site, reference, certificate, cookie };
}

/** Runs `cleanups` last first, each whatever the others did. */
export function runCleanups(cleanups) {
  for (const c of cleanups.reverse()) {
    try {
      c();
    } catch {
      /* already stopped */
    }
  }
}
