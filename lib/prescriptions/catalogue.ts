import 'server-only';
import { asc, ilike } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { labTests, medicines } from '@/lib/db/schema';
import { likePattern } from '@/lib/staff/paging';
import type { TelemedicineList } from './rules';

export type CatalogueHit =
  | { kind: 'medicine'; id: number; name: string; detail: string; list: TelemedicineList }
  | { kind: 'investigation'; id: number; name: string; detail: string };

const LIMIT = 8;

/**
 * The prescription form's pickers: medicines of the pharmacy catalogue (with their telemedicine
 * list, so the form can say at once what this consultation may not prescribe) and tests of the
 * lab catalogue whose names contain `query`.
 */
export async function searchPrescribable(
  db: Db,
  kind: CatalogueHit['kind'],
  query: string,
): Promise<CatalogueHit[]> {
  const text = query.trim().slice(0, 60);
  if (text.length < 2) return [];
  if (kind === 'medicine') {
    const rows = await db
      .select({
        id: medicines.id,
        name: medicines.name,
        packSize: medicines.packSize,
        list: medicines.telemedicineList,
      })
      .from(medicines)
      .where(ilike(medicines.name, likePattern(text)))
      .orderBy(asc(medicines.name))
      .limit(LIMIT);
    return rows.map((r) => ({ kind, id: r.id, name: r.name, detail: r.packSize, list: r.list }));
  }
  const rows = await db
    .select({ id: labTests.id, name: labTests.name, summary: labTests.summary })
    .from(labTests)
    .where(ilike(labTests.name, likePattern(text)))
    .orderBy(asc(labTests.name))
    .limit(LIMIT);
  return rows.map((r) => ({ kind, id: r.id, name: r.name, detail: r.summary }));
}
