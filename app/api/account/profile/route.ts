// GET /api/account/profile – the signed-in patient's people and addresses, for the forms' 'For whom'
/**
 * Per request and never stored by any cache (private, no-store): the booking, pharmacy and lab
 * forms ask for it from the browser, and only with the signed-in hint cookie, so the pages that
 * hold them stay as cacheable as they were. Without a live session the answer is
 * `{ account: null }` (not an error) and the forms are a guest's.
 */
import { accountOfRequest } from '@/lib/accounts/current';
import { getAccountProfile } from '@/lib/accounts/profile';
import { PRIVATE_NO_STORE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

export const GET = withErrors(async (request: Request) => {
  const account = await accountOfRequest(request);
  const profile = account ? await getAccountProfile(await getDb(), account) : null;
  return Response.json({ account: profile }, { headers: PRIVATE_NO_STORE });
});
