import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_ACTION_BODY_LIMIT } from './lib/api/body-limits.mjs';
import { CONTENT_CACHE_LIFE } from './lib/cache/cache-life.mjs';
import { IMAGE_CSP, pageHeaders, staticFileHeaders } from './lib/security/policies.mjs';

/**
 * The icon sprite's address changes with its content. Browsers keep it for an hour: the server
 * answers any version with the file it has, so during a rolling deploy an old instance may
 * answer a new address with the old sprite, and that must not stick.
 */
const ICON_SPRITE_VERSION = createHash('sha256')
  .update(readFileSync(new URL('./public/ui/icons.svg', import.meta.url)))
  .digest('hex')
  .slice(0, 12);

const handlerPath = (file) => fileURLToPath(new URL(`./lib/cache/${file}`, import.meta.url));

/**
 * With REDIS_URL, every instance shares one cache through Redis: the `'use cache'` reads and the
 * ISR pages, and the tag times that a revalidation sets, so an edit revalidated on one instance
 * shows on all. Without it, each instance keeps its own (memory for reads, disk for pages).
 * Read when the server starts as well as at build.
 */
const sharedCache = process.env.REDIS_URL
  ? {
      cacheHandler: handlerPath('incremental-cache-handler.mjs'),
      cacheHandlers: {
        default: handlerPath('use-cache-handler.mjs'),
        remote: handlerPath('use-cache-handler.mjs'),
      },
      // No per-instance memory copy in front of the shared cache: it would outlive a revalidation
      // made on another instance.
      cacheMaxMemorySize: 0,
    }
  : {};

/** @type {import('next').NextConfig} */
const nextConfig = {
  ...sharedCache,
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/start.mjs compresses (with the same middleware), after it has rewritten a page's
  // script tags (lib/http/scripts-after-paint.mjs), which it could not do to gzipped bytes.
  compress: false,
  experimental: {
    // `'use cache'` with cacheTag and cacheLife for the reads of lib/<domain>/reads.ts, on the rendering model
    // the pages use today (ISR pages, and per-request pages for the strict nonce CSP). The
    // top-level `cacheComponents` would also switch every page to partial prerendering, whose
    // static shell cannot carry a per-request nonce (docs/decisions/one-cache-layer.md).
    useCache: true,
    // The staff console's forms are server actions; the largest file they take is a lab report
    // of up to 10 MB (lib/lab/report-upload.ts; a doctor's photo is at most 5 MB). The public
    // site posts to its API routes, and its self-service actions take a few short fields. This is
    // Next's one limit for every action: `npm run start` holds each page to its own before Next
    // reads a byte (8 kB for public pages; lib/api/server-actions.mjs).
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
    // forbidden() answers 403 from a staff page whose role may not open it (lib/staff/current.ts).
    authInterrupts: true,
    // Turbopack's default ('loose') CSS chunking put one 41 kB stylesheet of many pages' CSS
    // Modules (profile, booking panel, pharmacy, static pages...) on every page. The graph
    // algorithm weighs each extra request against CSS a page would carry unused (it still ships
    // some to save a request): home 18 -> 12 kB gzip, medicine 20 -> 12, blog 15 -> 7
    // (docs/performance.md), in more but smaller files, which HTTP/2 fetches at once.
    cssChunking: 'graph',
    // Next copies a POST body for the middleware before any route runs (the middleware matches
    // the strict pages: their server actions post there); past this size it keeps reading but
    // stops copying, and the action would read a cut body. So the copy holds the largest server
    // action body whole (a lab report). The API routes are not matched, and `npm run start`
    // refuses their larger declared bodies before Next sees them (lib/api/body-limits.mjs).
    proxyClientMaxBodySize: SERVER_ACTION_BODY_LIMIT,
  },
  // `next dev` refuses its client scripts to other hosts than localhost; the screenshot and
  // e2e tools open http://127.0.0.1, where pages would otherwise never hydrate.
  allowedDevOrigins: ['127.0.0.1'],
  cacheLife: { content: CONTENT_CACHE_LIFE },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time;
  // jsdom (behind isomorphic-dompurify) reads its own stylesheet from disk; pdfkit reads the
  // standard fonts' metrics (.afm files) from its own folder.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'pdfkit',
    'isomorphic-dompurify',
    'jsdom',
    'razorpay',
    'pdfkit',
    '@redis/client',
  ],
  // Every answer's security headers (lib/security/policies.mjs): pages and API answers, then the
  // files' own policies (later rules win); the strict pages get theirs from the middleware.
  async headers() {
    return [
      pageHeaders({
        dev: process.env.NODE_ENV === 'development',
        https: (process.env.SITE_URL ?? '').startsWith('https:'),
      }),
      ...staticFileHeaders(),
      {
        source: '/ui/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }],
      },
    ];
  },
  env: { NEXT_PUBLIC_ICON_SPRITE_VERSION: ICON_SPRITE_VERSION },
  images: {
    // No page uses next/image (every image is a local SVG drawn by components/ui/site-image.tsx);
    // these settings keep Next's own image endpoint from optimising anything, and any SVG it
    // serves under IMAGE_CSP. No remote host is allowed.
    dangerouslyAllowSVG: true,
    contentSecurityPolicy: IMAGE_CSP,
    unoptimized: true,
  },
};

export default nextConfig;
