/**
 * Whether an error means "the database cannot be reached" (down, restarting, unreachable, out of
 * connections) rather than "this query is wrong". The first is a 503 the patient can retry; the
 * second is a bug. Drivers and Drizzle wrap the original error, so the cause chain is walked.
 */

/** Socket errors of a server that is not there, or went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (admin
 * shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';
}

/** node-postgres reports these without a code. */
const POOL_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
      return true;
    }
    if (typeof message === 'string' && POOL_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
