/**
 * The one place for every security header value. Plain JavaScript because next.config.mjs
 * (loaded by Node without a TypeScript step) needs the same values for the files the middleware
 * does not see; TypeScript code imports it through lib/security/headers.ts and csp.ts, with the
 * types in policies.d.mts.
 */

/** Sent on every response: by next.config, and by the middleware on the strict pages. */
export const SECURITY_HEADERS = Object.freeze({
  // Two years, as preload lists expect; browsers ignore it on plain-http development servers.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Camera and microphone for the video consultation room only (/consult, issue 47): the site's
  // own pages, never a frame of another; a client-side navigation keeps the first page's policy,
  // so it cannot be granted per page. Nothing else uses these; payment stays open to the
  // checkout's own frames.
  'Permissions-Policy':
    'camera=(self), microphone=(self), geolocation=(), usb=(), browsing-topics=(), ' +
    'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
  // For browsers that predate CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
});

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_EVENTS = 'https://lumberjack.razorpay.com';
/** The /contactus map facade loads OpenStreetMap's embed in a frame after a click. */
const MAP_FRAME = 'https://www.openstreetmap.org';

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/** @param {{ dev: boolean, https: boolean }} options */
function common({ https }) {
  return {
    'default-src': ["'self'"],
    // React and sonner set inline styles; styles cannot run code, so they stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", RAZORPAY_API, RAZORPAY_EVENTS],
    'frame-src': ["'self'", RAZORPAY_API, RAZORPAY_CHECKOUT, MAP_FRAME],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * @param {string} nonce
 * @param {{ dev: boolean, https: boolean }} options
 */
export function strictCsp(nonce, options) {
  const script = [`'nonce-${nonce}'`, "'strict-dynamic'"];
  // Browsers without 'strict-dynamic' (CSP level 2) fall back to these sources.
  script.push("'self'", RAZORPAY_CHECKOUT);
  if (options.dev) script.push("'unsafe-eval'");
  const { 'default-src': defaults, ...rest } = common(options);
  return serialize({ 'default-src': defaults, 'script-src': script, ...rest });
}

/** @param {{ dev: boolean, https: boolean }} options */
export function staticCsp(options) {
  const script = ["'self'", "'unsafe-inline'", RAZORPAY_CHECKOUT];
  if (options.dev) script.push("'unsafe-eval'");
  const { 'default-src': defaults, ...rest } = common(options);
  return serialize({ 'default-src': defaults, 'script-src': script, ...rest });
}

/**
 * For images (SVG, opened directly as a document): nothing loads, nothing runs, inline styles
 * still apply, and the sandbox gives the document an opaque origin. An <img> ignores the
 * policy of its image (images never run scripts), so pages show the files as before. Also
 * next.config's images.contentSecurityPolicy, which Next's image endpoint sends itself.
 */
export const IMAGE_CSP = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
});

/**
 * Pages that take personal data or payment, matched exactly or as a path prefix: the strict nonce
 * policy, set per request by the middleware (whose matcher lists the same paths).
 */
export const STRICT_CSP_PATHS = Object.freeze([
  '/addtocart/appointment',
  '/pharmacy/addtocart',
  '/payment-success',
  '/appointment',
  '/pharmacy/order',
  '/lab-tests/report',
  '/careers',
  '/staff',
  '/account',
  '/consult',
  '/forms',
]);

/**
 * Public, cached pages inside STRICT_CSP_PATHS (the account's privacy notice, the same for
 * everyone): the middleware gives them the cached pages' static policy, since a nonce would make
 * them render per request.
 */
export const CACHED_UNDER_STRICT_PATHS = Object.freeze(['/account/notice']);

/** Paths served from disk (next.config gives them their own policy below). */
export const STATIC_FILE_PATHS = Object.freeze([
  '/_next/static/:path*',
  '/_next/image',
  '/images/:path*',
  '/ui/:path*',
  '/files/:path*',
  '/favicon.ico',
]);

/**
 * Routes inside STRICT_CSP_PATHS that stream an uploaded or stored file: the middleware leaves
 * their Content-Security-Policy to the route (lib/uploads/served-file.ts: a sandbox), since a
 * header the middleware sets replaces the route's own.
 */
const SERVED_FILE_ROUTES = [
  /^\/staff\/lab-orders\/\d+\/report$/,
  /^\/staff\/orders\/\d+\/prescriptions\/[^/]+$/,
  /^\/staff\/outbox\/\d+\/file$/,
  /^\/staff\/applications\/\d+\/resume$/,
  /^\/lab-tests\/report\/file$/,
  /^\/account\/files\/(lab-report|prescription)\/[^/]+$/,
  /^\/consult\/[^/]+\/files\/\d+$/,
];

/** @param {string} pathname */
export function isServedFileRoute(pathname) {
  return SERVED_FILE_ROUTES.some((route) => route.test(pathname));
}

/**
 * Routes outside STRICT_CSP_PATHS that stream an uploaded or stored file (lib/uploads/
 * served-file.ts). Next keeps a header a next.config rule has set over the route's own, so the
 * page policy would replace the file's: their locked policy (IMAGE_CSP, which the routes send too)
 * comes from here.
 */
const SERVED_FILE_PATHS = [
  '/media/:path*',
  '/api/carrer/download/:path*',
  '/api/account/export.json',
  '/api/account/export.pdf',
];

/**
 * The headers next.config.mjs sends on those paths: every header the middleware sends on pages,
 * and a CSP: IMAGE_CSP for images and the icon sprite under /ui/, the cached pages' static
 * policy for the rest (build assets, the favicon and the job PDFs, which the download route
 * already serves under that policy).
 * next.config's headers() is read at build time, when SITE_URL may not be the served one, so
 * the https-only `upgrade-insecure-requests` is left out: these files load nothing over http.
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function staticFileHeaders() {
  const filesCsp = staticCsp({ dev: false, https: false });
  return STATIC_FILE_PATHS.map((source) => ({
    source,
    headers: list(
      source.startsWith('/images/') || source.startsWith('/ui/') || source === '/_next/image'
        ? IMAGE_CSP
        : filesCsp,
    ),
  })).concat(SERVED_FILE_PATHS.map((source) => ({ source, headers: list(IMAGE_CSP) })));
}

/** @param {string} csp */
function list(csp) {
  return [
    ...Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
    { key: 'Content-Security-Policy', value: csp },
  ];
}

/**
 * The headers next.config.mjs sends on every page and API answer but the strict pages (whose
 * policy the middleware makes per request): every security header and the static policy. Set
 * here rather than by a middleware, which would cost each cached page about a quarter of its
 * throughput (docs/performance.md). The policy is fixed when the build reads next.config, like
 * the canonical links of the prerendered pages: https (upgrade-insecure-requests) when the
 * build's SITE_URL is.
 * @param {{ dev: boolean, https: boolean }} options
 * @returns {{ source: string, headers: { key: string, value: string }[] }}
 */
export function pageHeaders(options) {
  const strict = STRICT_CSP_PATHS.map((p) => `${p.slice(1)}(?:/|$)`).join('|');
  return { source: `/((?!${strict}).*)`, headers: list(staticCsp(options)) };
}
