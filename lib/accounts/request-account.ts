import 'server-only';
import { RequestCookies } from '@edge-runtime/cookies';
import type { Db } from '@/lib/db/open';
import { ACCOUNT_COOKIE } from './current';
import { readSession, type AccountActor } from './sessions';

/**
 * The signed-in account of an API request (POST /api/payment_order, GET /api/account/profile),
 * read from the request's own cookie header with the parser Next's request.cookies is built on:
 * the routes need no request scope of next/headers, and are called directly in jest.
 */
export async function accountOfRequest(db: Db, headers: Headers): Promise<AccountActor | null> {
  return readSession(db, new RequestCookies(headers).get(ACCOUNT_COOKIE)?.value);
}
