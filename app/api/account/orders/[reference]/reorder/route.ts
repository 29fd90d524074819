// POST /api/account/orders/{reference}/reorder – the signed-in owner's earlier pharmacy order as cart lines at today's prices and stock
import { PRIVATE_NO_STORE, withErrors } from '@/lib/api/handler';
import { NotFoundError } from '@/lib/api/errors';
import { signedInAccount } from '@/lib/accounts/documents';
import { reorderOrder } from '@/lib/accounts/reorder';
import { getDb } from '@/lib/db';
import { getStorage } from '@/lib/storage';

/** Writes nothing but copies of a prescription that may serve again; the cart is the browser's. */
export const POST = withErrors(
  async (request: Request, context: { params: Promise<{ reference: string }> }) => {
    const account = await signedInAccount(request);
    const { reference } = await context.params;
    const answer = await reorderOrder(await getDb(), getStorage(), account.id, reference);
    if (!answer) throw new NotFoundError('Not found');
    return Response.json({ message: 'Success', data: answer }, { headers: PRIVATE_NO_STORE });
  },
);
