import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { TooManyAttemptsError } from '@/lib/api/errors';
import { getLimit, type LimitName } from './limits';

/**
 * The pieces every one-time code of the site is made of (the self-service pages' access codes,
 * lib/self-service/access.ts, and the patients' sign-in codes and links, lib/accounts/sign-in.ts):
 * six random digits, a random salt per code, only the salted SHA-256 stored, a constant-time
 * comparison, and limits spent before the form is even validated.
 */

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Six random digits, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newSalt = () => randomBytes(16).toString('hex');

/** What the database keeps of a code: its SHA-256 with the row's own salt. */
export const saltedHash = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** Two hex hashes compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A form value as typed, or '' for anything that is not a string (a forged request). */
export const typed = (value: unknown) => (typeof value === 'string' ? value : '');

/** Spends one point of `limit` for `key`; 429 on `field` with `message` once they are spent. */
export async function spendLimit(limit: LimitName, key: string, field: string, message: string) {
  const decision = await getLimit(limit).consume(key);
  if (!decision.allowed) throw new TooManyAttemptsError(field, message, decision.retryAfterSeconds);
}
