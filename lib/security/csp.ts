/**
 * Content-Security-Policy in two strengths (see docs/decisions.md, "Two CSP strengths").
 *
 * - strict: pages that handle personal data or payment. A fresh nonce per request with
 *   'strict-dynamic': only scripts Next.js marks with the nonce, and what they load, run.
 *   Next reads the nonce from the request's CSP header, so these pages must render per request.
 * - static: every other page. The same text on every response, so cached pages stay cacheable;
 *   Next's inline bootstrap scripts differ per page and build, hence 'unsafe-inline' for scripts.
 *
 * Both allow the same outside origins: a client-side navigation keeps the first page's policy,
 * so a visitor who reaches the payment page from a cached page still needs the checkout script,
 * and one who reaches /contactus from a strict page still needs the map frame.
 */

/** Pages that take personal data or payment; matched exactly or as a path prefix. */
export const STRICT_CSP_PATHS = [
  '/addtocart/appointment',
  '/pharmacy/addtocart',
  '/payment-success',
  '/careers',
] as const;

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_EVENTS = 'https://lumberjack.razorpay.com';
/** The /contactus map facade loads OpenStreetMap's embed in a frame after a click. */
const MAP_FRAME = 'https://www.openstreetmap.org';

export type CspKind = 'strict' | 'static';

export function cspKindFor(pathname: string): CspKind {
  const strict = STRICT_CSP_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return strict ? 'strict' : 'static';
}

type CspOptions = {
  /** Next's dev server needs eval for its error overlay and fast refresh. */
  dev: boolean;
  /** Ask browsers to load every subresource over https (only when the site is served so). */
  https: boolean;
};

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

function common({ https }: CspOptions): Record<string, string[]> {
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

export function strictCsp(nonce: string, options: CspOptions): string {
  const script = [`'nonce-${nonce}'`, "'strict-dynamic'"];
  // Browsers without 'strict-dynamic' (CSP level 2) fall back to these sources.
  script.push("'self'", RAZORPAY_CHECKOUT);
  if (options.dev) script.push("'unsafe-eval'");
  const { 'default-src': defaults, ...rest } = common(options);
  return serialize({ 'default-src': defaults, 'script-src': script, ...rest });
}

export function staticCsp(options: CspOptions): string {
  const script = ["'self'", "'unsafe-inline'", RAZORPAY_CHECKOUT];
  if (options.dev) script.push("'unsafe-eval'");
  const { 'default-src': defaults, ...rest } = common(options);
  return serialize({ 'default-src': defaults, 'script-src': script, ...rest });
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
