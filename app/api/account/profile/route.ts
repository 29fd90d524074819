// GET /api/account/profile – the signed-in patient's people and addresses, for the forms' 'For whom'
/**
 * Per request and never stored by any cache (no-store): the booking, pharmacy and lab forms ask
 * for it from the browser, so the pages that hold them stay as cacheable as they were. A guest
 * gets `{ account: null }` (not an error: most visitors are guests) and sees today's forms.
 */
import { json, withErrors } from '@/lib/api/handler';
import { getAccountProfile } from '@/lib/accounts/profile';
import { accountOfRequest } from '@/lib/accounts/request-account';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (request: Request) => {
  const db = await getDb();
  const account = await accountOfRequest(db, request.headers);
  return json({ account: account ? await getAccountProfile(db, account) : null });
});
