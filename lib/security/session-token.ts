import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of server-side sessions (the staff console's and the patients'): 32 random bytes in
 * base64url in an httpOnly cookie; the database keeps only their SHA-256, so neither a copy of
 * the database nor a log line opens a session.
 */

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A cookie value that could be a token: anything else is refused before a query. */
export function isTokenShaped(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
