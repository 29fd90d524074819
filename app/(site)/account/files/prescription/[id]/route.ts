// GET /account/files/prescription/{id} – a prescription the signed-in patient uploaded (404 for any other)
import { accountDownload, ownPrescription } from '@/lib/accounts/downloads';

export const GET = accountDownload<{ id: string }>((db, accountId, { id }) =>
  ownPrescription(db, accountId, id),
);
