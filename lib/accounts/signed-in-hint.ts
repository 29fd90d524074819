/**
 * The signed-in hint (issue 46): a cookie readable by scripts, set beside the httpOnly session
 * cookie at sign-in and cleared at sign-out, with no secret in it. The header's link and the
 * forms' 'For whom' ask the no-store account calls only when it is there, so a guest's page load
 * sends no request. Shared by the server (lib/accounts/current.ts) and the browser.
 */
export const SIGNED_IN_HINT = 'signed_in';

/** The hint is in `cookieHeader` (document.cookie in the browser). */
export function hasSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT}=1`);
}
