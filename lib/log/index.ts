/**
 * The server's one logger: JSON lines on stdout (pino), one per event, with the request id that
 * the error answer also carries, so a patient's "reference" finds the line without the line
 * carrying anything about the patient.
 *
 * Errors are logged through `safeError` (./safe-error.ts), never as themselves: a failed query's message and Drizzle's
 * wrapper carry the query's parameters (phone numbers, e-mails, names), and a PostgreSQL error's
 * `detail` quotes the conflicting values. What is kept is what an engineer needs to find the
 * fault: the error's class, its SQLSTATE or errno code, the constraint or routine, and the stack
 * frames without their message line.
 */
import pino from 'pino';
import { env } from '../env';

export const logger = pino({
  level: env.logLevel,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
