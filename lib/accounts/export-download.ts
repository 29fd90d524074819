import 'server-only';
import { NotFoundError, ServiceError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import { getSiteSettings } from '@/lib/site/reads';
import { indiaToday } from '@/lib/time/india';
import { servedFileResponse } from '@/lib/uploads/served-file';
import { getAccount } from './current';
import { renderExportPdf } from './export-pdf';
import { exportAccount } from './privacy';

/**
 * The privacy centre's downloads (`/api/account/export.json`, `/api/account/export.pdf`): the
 * signed-in account's own export only (401 without a session, 404 when its account is gone), as
 * an attachment that is private and never stored, with the one error shape of the API. The file
 * name carries the date, never a name or a number.
 */
export async function accountExportResponse(format: 'json' | 'pdf'): Promise<Response> {
  const account = await getAccount();
  if (!account) throw new ServiceError(401, 'Sign in to download your data.', 'unauthenticated');
  const data = await exportAccount(await getDb(), account.id, format);
  if (!data) throw new NotFoundError('Account not found');
  const fileName = `saithunga-my-data-${indiaToday()}.${format}`;
  const body =
    format === 'json'
      ? new TextEncoder().encode(JSON.stringify(data, null, 2))
      : new Uint8Array(await renderExportPdf(data, (await getSiteSettings()).hospitalName));
  return servedFileResponse(body, {
    contentType: format === 'json' ? 'application/json; charset=utf-8' : 'application/pdf',
    size: body.byteLength,
    disposition: 'attachment',
    fileName,
  });
}
