'use server';

import { getDb } from '@/lib/db';
import { searchPrescribable, type CatalogueHit } from '@/lib/prescriptions/catalogue';
import { requireStaff } from '@/lib/staff/current';

/** The prescription form's catalogue pickers: for the consultations area only. */
export async function searchCatalogueAction(
  kind: CatalogueHit['kind'],
  query: string,
): Promise<CatalogueHit[]> {
  await requireStaff('consultations');
  if (kind !== 'medicine' && kind !== 'investigation') return [];
  return searchPrescribable(await getDb(), kind, String(query));
}
