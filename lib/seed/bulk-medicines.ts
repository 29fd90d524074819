/**
 * A large synthetic catalogue for benchmarks: `seedBulkMedicines(db, count)` adds generated
 * medicines until the catalogue holds `count`. Names are built from syllables so that search
 * sees realistic variety; slugs end in '-x<n>' and never clash with the demo catalogue.
 */
import { count as countOf } from 'drizzle-orm';
import type { Db } from '../db/open';
import { medicines } from '../db/schema';
import { indiaToday } from '../time/india';
import { BATCH_SIZE } from './batch';
import { buildMedicines, MOLECULES, type MedicineSeed } from './content/medicines';
import { medicineTexts } from './content/medicine-text';
import { img } from './content/image-paths';
import { MEDICINE_CATEGORIES } from './content/pharmacy';
import { slugify } from '../slug';
import { medicineRow, pharmacyIds } from './write-pharmacy';

const SYLLABLES = [
  'ca',
  'do',
  'fe',
  'ki',
  'lo',
  'ma',
  'ne',
  'pi',
  'ro',
  'sa',
  'ta',
  'vi',
  'zo',
  'ra',
  'mi',
  'xo',
  'ly',
  'qua',
  'bre',
  'tri',
];

function syllableName(n: number): string {
  let word = '';
  let rest = n;
  for (let i = 0; i < 3 || rest > 0; i++) {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function synthetic(base: MedicineSeed, n: number): MedicineSeed {
  const name = `${syllableName(n)} ${base.strength} ${base.form}`;
  const molecule = MOLECULES.find((m) => m.generic === base.generic)!;
  const category = MEDICINE_CATEGORIES.find((c) => c.name === base.category)!;
  return {
    ...base,
    ...medicineTexts(name, molecule, category),
    name,
    slug: `${slugify(name)}-x${n}`,
    images: [img.medicineView(base.form, 'back')],
  };
}

/** Returns the number of medicines added. */
export async function seedBulkMedicines(db: Db, count: number): Promise<number> {
  const [{ n: existing }] = await db.select({ n: countOf() }).from(medicines);
  if (existing >= count) return 0;
  const ids = await pharmacyIds(db);
  const bases = buildMedicines(indiaToday());
  // Rows are built one batch at a time: a 100,000-medicine catalogue would not fit in memory.
  for (let start = existing; start < count; start += BATCH_SIZE) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + BATCH_SIZE); n++) {
      rows.push(medicineRow(synthetic(bases[n % bases.length], n), ids));
    }
    await db.insert(medicines).values(rows).onConflictDoNothing();
  }
  const [{ n: after }] = await db.select({ n: countOf() }).from(medicines);
  return after - existing;
}
