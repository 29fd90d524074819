// GET /api/account/appointments/{reference}/receipt.pdf – the signed-in owner's fee receipt
import { appointmentReceiptRoute } from '@/lib/accounts/documents';

export const GET = appointmentReceiptRoute;
