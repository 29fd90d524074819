/**
 * Content-Security-Policy in two strengths (see docs/decisions/content-security-policy.md).
 *
 * - strict: pages that handle personal data or payment (STRICT_CSP_PATHS of policies.mjs, the
 *   middleware's matcher), made by the middleware. A fresh nonce per request with
 *   'strict-dynamic': only scripts Next.js marks with the nonce, and what they load, run.
 *   Next reads the nonce from the request's CSP header, so these pages must render per request.
 * - static: every other page, sent by next.config.mjs. The same text on every response, so
 *   cached pages stay cacheable;
 *   Next's inline bootstrap scripts differ per page and build, hence 'unsafe-inline' for scripts.
 *
 * Both allow the same outside origins: a client-side navigation keeps the first page's policy,
 * so a visitor who reaches the payment page from a cached page still needs the checkout script,
 * and one who reaches /contactus from a strict page still needs the map frame.
 */

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
