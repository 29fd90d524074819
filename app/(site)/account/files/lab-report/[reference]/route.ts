// GET /account/files/lab-report/SLB-… – the signed-in patient's own lab report (404 for any other)
import { accountDownload, ownLabReport } from '@/lib/accounts/downloads';

export const GET = accountDownload<{ reference: string }>((db, accountId, { reference }) =>
  ownLabReport(db, accountId, reference),
);
