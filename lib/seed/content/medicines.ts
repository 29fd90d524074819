/**
 * The pharmacy catalogue, generated from molecules x brands x strengths. Prices, discounts,
 * packs, availability and related products come from per-product random streams.
 */
import { addDays } from '../../time/india';
import { chance, intBetween, pick, pickSome, rngFor } from '../random';
import { slugify } from '../../slug';
import { img } from './image-paths';
import { FORMS, type FormName, type Pack, type Shape } from './medicine-forms';
import { medicineFaqs, medicineTexts, type MedicineTexts } from './medicine-text';
import type { DrugSchedule } from '../../pharmacy/schedule';
import { LIST_OF_SCHEDULE, type TelemedicineList } from '../../prescriptions/rules';
import type { Molecule } from './molecule';
import { MOLECULES_A } from './molecules-a';
import { MOLECULES_B } from './molecules-b';
import { MOLECULES_C } from './molecules-c';
import { BRANDS, MEDICINE_CATEGORIES, type BrandSeed } from './pharmacy';

export const MOLECULES: Molecule[] = [...MOLECULES_A, ...MOLECULES_B, ...MOLECULES_C];

/** Discounts chosen so that every filter step (5, 10, 15, 20, 30 percent) has products. */
const DISCOUNTS = [5, 7, 10, 12, 15, 18, 20, 22, 25, 30, 35, 40];
/** The highest price band of the catalogue filter ends at Rs 5,000. */
const MAX_MRP_RUPEES = 4900;

export type MedicineSeed = MedicineTexts & {
  slug: string;
  name: string;
  generic: string;
  strength: string;
  form: FormName;
  shape: Shape;
  images: string[];
  mrpPaise: number;
  pricePaise: number;
  discountPercent: number;
  pricePerPack: string;
  packSize: string;
  available: boolean;
  /** Units on hand: none when not offered, a few on some (to show 'Only N left'). */
  stock: number;
  schedule: DrugSchedule;
  /** The Telemedicine Practice Guidelines' list, from the schedule (lib/prescriptions/rules.ts). */
  telemedicineList: TelemedicineList;
  availableSizes: string[];
  manufacturer: string;
  manufacturerAddress: string;
  countryOfOrigin: string;
  consumeType: string;
  expiryDate: string;
  adBanners: string[];
  type: string;
  category: string;
  brand: string;
  faqs: { question: string; answer: string }[];
  relatedSlugs: string[];
};

export function stemOf(m: Molecule): string {
  if (m.stem) return m.stem;
  const word = m.generic.split(/\s/)[0];
  return /[aeiou]/i.test(word[4] ?? '') ? word.slice(0, 5) : word.slice(0, 4);
}

export function pricePerPackText(pricePaise: number, pack: Pack, unitWord: string): string {
  if (!Number.isInteger(pack.units) || pack.units < 2)
    return `₹${(pricePaise / 100).toFixed(2)} per pack`;
  const word = pack.label.includes('syringe') ? 'syringe' : unitWord;
  return `₹${(pricePaise / 100 / pack.units).toFixed(2)} per ${word}`;
}

/** MRP and selling price in paise, with a discount consistent with both. */
export function pricing(mrpRupees: number, discount: number) {
  const mrpPaise = Math.max(100, Math.round(mrpRupees * 2) * 50);
  const pricePaise = Math.round((mrpPaise * (100 - discount)) / 100);
  return {
    mrpPaise,
    pricePaise,
    discountPercent: Math.round(((mrpPaise - pricePaise) * 100) / mrpPaise),
  };
}

function product(
  m: Molecule,
  brand: BrandSeed,
  strengthIndex: number,
  today: string,
): MedicineSeed {
  const strength = m.strengths[strengthIndex];
  const form = FORMS[m.form];
  const name = `${stemOf(m)}${brand.suffix} ${strength} ${m.form}`;
  const slug = slugify(name);
  const rng = rngFor(`medicine:${slug}`);
  const packs = m.packs ?? form.packs;
  // Hospital packs are common for long-term medicines, which fills the upper price bands.
  let packIndex = chance(rng, 0.3) ? packs.length - 1 : intBetween(rng, 0, packs.length - 1);
  const factor =
    (1 + 0.4 * strengthIndex) * (0.85 + rng() * 0.4) * (brand.country === 'India' ? 1 : 1.3);
  while (packIndex > 0 && m.unit * packs[packIndex].units * factor > MAX_MRP_RUPEES) packIndex--;
  const pack = packs[packIndex];
  const { mrpPaise, pricePaise, discountPercent } = pricing(
    m.unit * pack.units * factor,
    pick(rng, DISCOUNTS),
  );
  const category = MEDICINE_CATEGORIES.find((c) => c.name === m.category)!;
  const images = [img.medicine(slug)];
  if (chance(rng, 0.7)) images.push(img.medicineView(m.form, 'back'));
  if (chance(rng, 0.35)) images.push(img.medicineView(m.form, 'side'));
  const available = !chance(rng, 0.08);
  const schedule: DrugSchedule = m.schedule ?? (m.rx ? 'H' : 'OTC');
  return {
    ...medicineTexts(name, m, category),
    slug,
    name,
    generic: m.generic,
    strength,
    form: m.form,
    shape: form.shape,
    images,
    mrpPaise,
    pricePaise,
    discountPercent,
    pricePerPack: pricePerPackText(pricePaise, pack, form.unitWord),
    packSize: pack.label,
    available,
    stock: available ? stockFor(slug) : 0,
    schedule,
    telemedicineList: LIST_OF_SCHEDULE[schedule],
    availableSizes: m.strengths.length > 1 ? [...m.strengths] : packs.map((p) => p.label),
    manufacturer: brand.manufacturer,
    manufacturerAddress: brand.address,
    countryOfOrigin: brand.country,
    consumeType: form.consume,
    expiryDate: addDays(today, intBetween(rng, 400, 1100)),
    adBanners: pickSome(rng, [1, 2, 3], intBetween(rng, 1, 2)).map(img.pharmacyAd),
    type: m.form,
    category: m.category,
    brand: brand.name,
    faqs: medicineFaqs(rng, name, m),
    relatedSlugs: [],
  };
}

/** From its own generator, so that the other fields stay as they were before stock was counted. */
function stockFor(slug: string): number {
  const rng = rngFor(`stock:${slug}`);
  return chance(rng, 0.06) ? intBetween(rng, 1, 4) : intBetween(rng, 12, 240);
}

function linkRelated(list: MedicineSeed[]): void {
  const byCategory = new Map<string, MedicineSeed[]>();
  for (const med of list)
    byCategory.set(med.category, [...(byCategory.get(med.category) ?? []), med]);
  for (const med of list) {
    const rng = rngFor(`related:${med.slug}`);
    const others = byCategory.get(med.category)!.filter((o) => o.slug !== med.slug);
    med.relatedSlugs = pickSome(rng, others, intBetween(rng, 3, 6)).map((o) => o.slug);
  }
}

const cache = new Map<string, MedicineSeed[]>();

/** The catalogue; expiry dates count from `today`, everything else is fixed. */
export function buildMedicines(today: string): MedicineSeed[] {
  const hit = cache.get(today);
  if (hit) return hit;
  const list: MedicineSeed[] = [];
  const seen = new Set<string>();
  for (const m of MOLECULES) {
    const rng = rngFor(`molecule:${m.generic}`);
    for (const brand of pickSome(rng, BRANDS, intBetween(rng, 3, 4))) {
      m.strengths.forEach((_, i) => {
        const med = product(m, brand, i, today);
        if (seen.has(med.slug)) return;
        seen.add(med.slug);
        list.push(med);
      });
    }
  }
  linkRelated(list);
  cache.set(today, list);
  return list;
}
