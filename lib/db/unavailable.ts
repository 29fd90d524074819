/**
 * The one classification of database errors: whether an error means "the database cannot serve
 * us just now" (down, refusing, unknown, locked out, too slow, full, read-only, shutting down)
 * rather than "this query is wrong". The first is a 503 the patient can retry; the second is a
 * bug and stays a 500. Route handlers (lib/api/handler.ts), pages (instrumentation.ts), server
 * actions and the staff console all ask here.
 *
 * Drivers and Drizzle wrap the original error (`cause`), Node joins the attempts of one connect
 * (`AggregateError.errors`), and Next re-creates an error thrown inside a `'use cache'` read as a
 * bare one carrying only a digest (lib/db/server-error-origin.ts recovers the original): all of
 * them are followed.
 */
import { originalOfServerError } from './server-error-origin';

export type DatabaseFault =
  | 'refused'
  | 'unknown_database'
  | 'authentication'
  | 'timeout'
  | 'too_many_connections'
  | 'read_only'
  | 'shutting_down'
  | 'storage';

/**
 * Raised by lib/db when the database cannot be opened at all (PGlite's data directory unreadable
 * or not a database): the driver's own error is then a file-system errno or a bare message that
 * must not be classified as an outage anywhere else.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_UNAVAILABLE;
  constructor(
    readonly fault: DatabaseFault,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/** Socket errors of a server that is not there, went away, or cannot be found. */
const NETWORK_CODES: Record<string, DatabaseFault> = {
  ECONNREFUSED: 'refused',
  ECONNRESET: 'refused',
  ECONNABORTED: 'refused',
  EPIPE: 'refused',
  ENOTFOUND: 'refused',
  EAI_AGAIN: 'refused',
  EHOSTUNREACH: 'refused',
  ENETUNREACH: 'refused',
  EADDRNOTAVAIL: 'refused',
  ETIMEDOUT: 'timeout',
};

/**
 * SQLSTATEs (PostgreSQL appendix A) of a server that cannot serve us, as opposed to a wrong query
 * (42P01 undefined table, 23505 unique violation...), which stays a bug.
 */
function sqlStateFault(code: string): DatabaseFault | null {
  if (code.startsWith('08')) return 'refused'; // connection exception
  if (code === '3D000') return 'unknown_database'; // invalid_catalog_name
  if (code === '28000' || code === '28P01') return 'authentication';
  // 57014 query_canceled: statement_timeout (we never cancel on purpose); 25P03 the idle
  // transaction timeout.
  if (code === '57014' || code === '25P03') return 'timeout';
  if (code === '53300') return 'too_many_connections';
  if (code.startsWith('53')) return 'too_many_connections'; // disk full, out of memory
  if (code === '25006') return 'read_only'; // read_only_sql_transaction: a standby
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or in recovery)
  if (/^57P0[1-3]$/.test(code)) return 'shutting_down';
  return null;
}

/** node-postgres says these in words only. */
const POOL_MESSAGES: [string, DatabaseFault][] = [
  ['timeout exceeded when trying to connect', 'timeout'],
  ['Connection terminated due to connection timeout', 'timeout'],
  ['Query read timeout', 'timeout'],
  ['Connection terminated', 'refused'],
  ['Client has encountered a connection error', 'refused'],
  ['Cannot use a pool after calling end on the pool', 'shutting_down'],
];

function ownFault(e: object): DatabaseFault | null {
  const { code, message, fault } = e as { code?: unknown; message?: unknown; fault?: unknown };
  if (code === DATABASE_UNAVAILABLE && typeof fault === 'string') return fault as DatabaseFault;
  if (typeof code === 'string') {
    const found = NETWORK_CODES[code] ?? (/^[0-9A-Z]{5}$/.test(code) ? sqlStateFault(code) : null);
    if (found) return found;
  }
  if (typeof message === 'string') {
    for (const [words, kind] of POOL_MESSAGES) if (message.includes(words)) return kind;
  }
  return null;
}

const MAX_ERRORS_SEEN = 12;

/** What kind of database fault `error` is, or null when it is not one (a bug: a 500). */
export function databaseFault(error: unknown): DatabaseFault | null {
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0 && seen.size < MAX_ERRORS_SEEN) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const found = ownFault(e);
    if (found) return found;
    const { cause, errors } = e as { cause?: unknown; errors?: unknown };
    queue.push(cause, ...(Array.isArray(errors) ? errors : []), originalOfServerError(e));
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFault(error) !== null;
}
