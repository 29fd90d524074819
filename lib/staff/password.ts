import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords: argon2id through @node-rs/argon2, with its defaults (19 MiB, 2 passes, one
 * lane: OWASP's recommended minimum), the parameters stored in each hash so they can be raised
 * later without touching old ones.
 */

export const PASSWORD_MIN_LENGTH = 12;
/** argon2 hashes any length; this only bounds the work a single request can ask for. */
export const PASSWORD_MAX_LENGTH = 200;

export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `A password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `A password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the e-mail is unknown so that a wrong e-mail
 * costs the same time as a wrong password and the answer's timing does not tell them apart.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hash('no account has this password, it is only timed');
  return decoy;
}
