import { getAccount } from '@/lib/accounts/current';
import { holderName } from '@/lib/accounts/settings';
import { withErrors } from '@/lib/api/handler';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

// GET /api/account/me – who is signed in, for the header's island on cached public pages: the
// only request that reads the session there, and only when the signed-in hint cookie is set.
export const GET = withErrors(async () => {
  const account = await getAccount();
  if (!account) return Response.json({ signedIn: false }, { headers: PRIVATE });
  const name = await holderName(await getDb(), account.id);
  return Response.json({ signedIn: true, name }, { headers: PRIVATE });
});
