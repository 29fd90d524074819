/** The seller settings' shape, pure so the seed and tests read it without a server. */

/**
 * The seller a tax invoice names (CGST Rules r. 46: name, address, GSTIN; the Drugs Rules: the
 * sale licence numbers), kept in `settings` under SELLER_SETTINGS_KEY so the hospital edits them
 * without a release. No GSTIN, no invoice: a tax invoice without one is no invoice at all.
 */

export const SELLER_SETTINGS_KEY = 'seller';

export type Seller = {
  legalName: string;
  address: string;
  gstin: string;
  /** Drug licence numbers (Forms 20 and 21 in Karnataka). */
  drugLicences: string[];
  /** The state of supply: Karnataka (29), where every order is delivered. */
  stateName: string;
  stateCode: string;
};

export const SELLER_MISSING =
  "Tax invoices cannot be issued yet: the pharmacy's GSTIN is not set. Please call the hospital for a copy.";

/** GSTIN: state code, PAN, entity number, 'Z', check character (15 characters). */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The stored value, or null when anything an invoice must carry is missing or malformed. */
export function parseSeller(value: unknown): Seller | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string).trim() : '');
  const gstin = text('gstin').toUpperCase();
  if (!GSTIN.test(gstin) || !text('legalName') || !text('address')) return null;
  const licences = Array.isArray(v.drugLicences)
    ? v.drugLicences.filter((l): l is string => typeof l === 'string' && l.trim() !== '')
    : [];
  return {
    legalName: text('legalName'),
    address: text('address'),
    gstin,
    drugLicences: licences,
    stateName: text('stateName') || 'Karnataka',
    stateCode: text('stateCode') || gstin.slice(0, 2),
  };
}
