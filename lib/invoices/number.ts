/**
 * Invoice numbers (issue 46): one series per Indian financial year (1 April to 31 March, by the
 * India calendar whatever the server's zone), as GST asks of a tax invoice's serial number
 * (CGST Rules r. 46(b): consecutive, unique for the financial year, at most 16 characters).
 * Pure: the counter itself is lib/invoices/issue.ts.
 */
import { indiaToday } from '../time/india';

/** The series' prefix: Saithunga Multi-speciality Hospital. */
export const INVOICE_PREFIX = 'SMH';

/** '2026-27' for any instant from 1 April 2026 00:00 to 31 March 2027 23:59:59 India time. */
export function financialYearOf(instant: Date): string {
  const [year, month] = indiaToday(instant).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * 'SMH/26-27/000001', 16 characters: the rule's limit, which 'SMH/2026-27/000001' (18) would
 * pass. Six digits give a million invoices a year; the seventh digit would still be unique.
 */
export function formatInvoiceNumber(financialYear: string, serial: number): string {
  return `${INVOICE_PREFIX}/${financialYear.slice(2)}/${String(serial).padStart(6, '0')}`;
}
