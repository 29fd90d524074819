import { accountOfRequest } from '@/lib/accounts/current';
import { holderName } from '@/lib/accounts/settings';
import { PRIVATE_NO_STORE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/account/me – who is signed in, for the header's island on cached public pages: the
// only request that reads the session there, and only when the signed-in hint cookie is set.
export const GET = withErrors(async (request: Request) => {
  const account = await accountOfRequest(request);
  if (!account) return Response.json({ signedIn: false }, { headers: PRIVATE_NO_STORE });
  const name = await holderName(await getDb(), account.id);
  return Response.json({ signedIn: true, name }, { headers: PRIVATE_NO_STORE });
});
