import { accountExportResponse } from '@/lib/accounts/export-download';
import { withErrors } from '@/lib/api/handler';

export const dynamic = 'force-dynamic';

// GET /api/account/export.json – everything held about the signed-in account, machine-readable.
export const GET = withErrors<[Request]>(async () => accountExportResponse('json'));
