import { accountExportResponse } from '@/lib/accounts/export-download';
import { withErrors } from '@/lib/api/handler';

export const dynamic = 'force-dynamic';

// GET /api/account/export.pdf – everything held about the signed-in account, as a readable PDF.
export const GET = withErrors<[Request]>(async () => accountExportResponse('pdf'));
