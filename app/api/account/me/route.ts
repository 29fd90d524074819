import { accountOfRequest, SIGNED_IN_HINT } from '@/lib/accounts/current';
import { holderName } from '@/lib/accounts/settings';
import { PRIVATE_NO_STORE, withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

// GET /api/account/me – who is signed in, for the header's island on cached public pages: the
// only request that reads the session there, and only when the signed-in hint cookie is set.
// A hint left from a session that has ended (idle, or signed out elsewhere) is cleared here, so
// the island stops asking.
export const GET = withErrors(async (request: Request) => {
  const account = await accountOfRequest(request);
  if (!account) {
    const response = Response.json({ signedIn: false }, { headers: PRIVATE_NO_STORE });
    response.headers.append('Set-Cookie', `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`);
    return response;
  }
  const name = await holderName(await getDb(), account.id);
  return Response.json({ signedIn: true, name }, { headers: PRIVATE_NO_STORE });
});
