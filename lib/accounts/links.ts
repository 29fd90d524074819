/**
 * The signed-in patient's pages and files (issue 46). The files are named by the record's
 * reference or number, never by anything personal; lib/accounts/downloads.ts answers 404 for any
 * that is not the signed-in account's.
 */
export const ACCOUNT_PATH = '/account';

export const accountLabReportHref = (reference: string) =>
  `${ACCOUNT_PATH}/files/lab-report/${encodeURIComponent(reference)}`;

export const accountPrescriptionHref = (fileId: number) =>
  `${ACCOUNT_PATH}/files/prescription/${fileId}`;
