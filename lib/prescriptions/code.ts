/**
 * The verification code printed on an e-prescription and typed at /prescriptions/verify: ten
 * characters of an alphabet without look-alikes (about 50 bits), shown in two groups of five.
 * Typed in any case, with or without the dash or spaces.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 10;

/** A new code from `bytes` random bytes (node:crypto's randomBytes on the server). */
export function codeFrom(bytes: Uint8Array): string {
  return Array.from(
    bytes.slice(0, CODE_LENGTH),
    (b) => CODE_ALPHABET[b % CODE_ALPHABET.length],
  ).join('');
}

/** 'ABCDE-FGHJK': how the code is printed. */
export const displayCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The stored form of what a visitor typed, or null when it cannot be a code. */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

export const VERIFY_PATH = '/prescriptions/verify';

/** The verification page with the code filled in (the code is not personal data). */
export const verifyHref = (code: string) => `${VERIFY_PATH}?code=${displayCode(code)}`;

/** 'Dr. Asha Rao' whether the doctor's record is named 'Asha Rao' or 'Dr. Asha Rao'. */
export const doctorTitle = (name: string) => (/^Dr\.?\s/i.test(name) ? name : `Dr. ${name}`);
