/**
 * Where the browser goes after signing in: the `next` of the sign-in address when it is a path
 * of this site ('/…', neither '//host' nor '/\host', which browsers read as another site, nor
 * anything with a scheme or control characters), otherwise the account's timeline. Never a
 * sign-in page itself, so a loop cannot form.
 */
export const AFTER_SIGN_IN = '/account';

export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 500) return AFTER_SIGN_IN;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return AFTER_SIGN_IN;
  // Backslashes and control characters (a tab or a newline inside '//') are read loosely by
  // browsers; a plain path never needs them.
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return AFTER_SIGN_IN;
  if (
    next === '/account/sign-in' ||
    next.startsWith('/account/sign-in/') ||
    next.startsWith('/account/sign-in?')
  ) {
    return AFTER_SIGN_IN;
  }
  return next;
}
