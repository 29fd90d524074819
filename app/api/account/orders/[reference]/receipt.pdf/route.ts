// GET /api/account/orders/{reference}/receipt.pdf – the signed-in owner's payment receipt
import { orderReceiptRoute } from '@/lib/accounts/documents';

export const GET = orderReceiptRoute;
