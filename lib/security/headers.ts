/**
 * Security headers sent on every response (next.config.mjs applies them to static files too;
 * the middleware adds the Content-Security-Policy, which depends on the page).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Two years, as preload lists expect; browsers ignore it on plain-http development servers.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on the site uses these; payment stays open to the checkout's own frames.
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), ' +
    'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
  // For browsers that predate CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
};
