import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The optional second sign-in factor (issue 15): time-based one-time codes (RFC 6238, 30-second
 * steps, six digits) from an authenticator app, through otplib. A code is accepted one step
 * either side of now (clocks drift), and never for a step at or before the last one accepted, so
 * a code seen over a shoulder cannot be used again.
 */

export const TOTP_ISSUER = 'Saithunga Hospital staff';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The time step the code belongs to, or null when it is not a current code (or was used). */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = new Date(),
): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
    });
    if (!result.valid) return null;
    // The 30-second step the code belongs to: now's step, moved by where the code matched.
    const step = Math.floor(now.getTime() / 30_000) + result.delta;
    return lastStep !== null && step <= lastStep ? null : step;
  } catch {
    return null;
  }
}
