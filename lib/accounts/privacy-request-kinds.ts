/** The privacy requests' kinds as the console names them, and the hash's short form. Pure. */
import { PRIVACY_REQUEST_KINDS } from '@/lib/db/schema/constants';
import type { PrivacyRequestKind } from './privacy-requests';

export const REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  export: 'Export',
  correction: 'Correction',
  withdrawal: 'Consent withdrawn',
  erasure: 'Erasure',
};

export function isRequestKind(value: unknown): value is PrivacyRequestKind {
  return (PRIVACY_REQUEST_KINDS as readonly unknown[]).includes(value);
}

/** The first 12 hex digits: enough to tell requests of one number apart, not to act on. */
export const shortHash = (hash: string) => hash.slice(0, 12);
