// GET /api/account/orders/{reference}/invoice.pdf – the signed-in owner's GST tax invoice
import { invoiceRoute } from '@/lib/accounts/documents';

export const GET = invoiceRoute;
