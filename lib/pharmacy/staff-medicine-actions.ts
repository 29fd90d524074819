import { eq } from 'drizzle-orm';
import { boolean, number, object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { medicineTag, TAGS } from '@/lib/cache/tags';
import { brands, medicineCategories, medicines } from '@/lib/db/schema';
import { rupeesToPaise } from '@/lib/money';
import { textToHtml } from '@/lib/sanitize';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, auditChange } from '@/lib/staff/audit';
import { createContent, insertContentRecord } from '@/lib/site/content-edit';
import { chosenRecord } from '@/lib/site/chosen-record';
import { indiaToday, isIsoDate } from '@/lib/time/india';
import { imageField, withStoredImage } from '@/lib/uploads/content-image';
import { labelledText } from '@/lib/validation/fields';
import { DRUG_SCHEDULES, defaultTelemedicineList, type DrugSchedule } from './schedule';
import { TELEMEDICINE_LISTS, type TelemedicineList } from '@/lib/prescriptions/rules';
import { MEDICINE_EDIT_COLUMNS } from './staff-medicines';

const rupees = (label: string) =>
  number()
    .typeError(`${label} must be an amount in rupees`)
    .min(1, `${label} must be at least ₹1`)
    .max(100_000, `${label} must be at most ₹1,00,000`)
    .test(
      'paise',
      `${label} may have at most two decimals`,
      (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    )
    .required(`Enter ${label.toLowerCase()}`);

export const MEDICINE_STOCK_MAX = 100_000;

const unitsOnHand = () =>
  number()
    .typeError('Units on hand must be a whole number')
    .integer('Units on hand must be a whole number')
    .min(0, 'Units on hand cannot be negative')
    .max(MEDICINE_STOCK_MAX, `Units on hand must be at most ${MEDICINE_STOCK_MAX}`)
    .required('Enter the units on hand');

/** Price and MRP in paise, refused when the price is above the MRP; the discount they make. */
function prices(input: { price: number; mrp: number }) {
  const pricePaise = rupeesToPaise(input.price);
  const mrpPaise = rupeesToPaise(input.mrp);
  if (pricePaise > mrpPaise)
    throw new InvalidInputError({ price: 'The price cannot be above the MRP' });
  return {
    pricePaise,
    mrpPaise,
    discountPercent: Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100),
  };
}

const scheduleField = () =>
  string()
    .oneOf([...DRUG_SCHEDULES], 'Choose the schedule')
    .required('Choose the schedule');

/** The Telemedicine Practice Guidelines' list (lib/prescriptions/rules.ts): what a video consultation may prescribe. */
const telemedicineListField = () =>
  string()
    .oneOf([...TELEMEDICINE_LISTS], 'Choose the telemedicine list')
    .required('Choose the telemedicine list');

export const SCHEDULE_X_LIST = 'A Schedule X medicine is always on the prohibited list';

/**
 * The telemedicine list to store: a Schedule X medicine is always on the prohibited list (the
 * database holds it too: medicines_schedule_x_prohibited), whatever else the form says; else the
 * list sent, or the one on file.
 */
function listOnFile(
  schedule: DrugSchedule,
  sent: TelemedicineList | undefined,
  current?: TelemedicineList,
): TelemedicineList | undefined {
  // A new medicine starts on its schedule's list (lib/pharmacy/schedule.ts) unless one is chosen.
  if (schedule !== 'X') return sent ?? current ?? defaultTelemedicineList(schedule);
  if (sent && sent !== 'prohibited') {
    throw new InvalidInputError({ telemedicine_list: SCHEDULE_X_LIST });
  }
  return 'prohibited';
}

const expiryField = () =>
  string()
    .trim()
    .required('Enter the expiry date')
    .test('iso-date', 'Enter the expiry date', (value) => value === undefined || isIsoDate(value));

/** Stock that expires today or earlier is never put on sale. */
function checkExpiry(expiryDate: string | undefined) {
  if (expiryDate !== undefined && expiryDate <= indiaToday())
    throw new InvalidInputError({ expiry_date: 'The expiry date must be after today' });
}

export const editMedicineSchema = object({
  id: recordId(),
  price: rupees('The price'),
  mrp: rupees('The MRP'),
  stock: unitsOnHand(),
  /** Left as it is when the form does not send it. */
  schedule: scheduleField().optional(),
  telemedicine_list: telemedicineListField().optional(),
  expiry_date: expiryField().optional(),
  /** A new main picture. */
  image: imageField(),
  /** The units the pharmacist saw when the page opened: a sale since then must not be overwritten. */
  stock_seen: number().integer().min(0).max(MEDICINE_STOCK_MAX).required(),
  available: boolean().default(false),
});

/**
 * The pharmacist sets a medicine's price, MRP, units on hand, whether it is offered, its schedule
 * (an H or H1 medicine is sold only against a checked prescription), the stock's expiry date and
 * its main picture. A count
 * typed over a sale that happened meanwhile is refused (the form carries the count it was opened
 * with), so a paid order's units are never put back by mistake. The catalogue's pages and the
 * medicine's page show the change from their next request.
 */
export const editMedicine = defineStaffAction({
  name: 'edit a medicine',
  area: 'pharmacy_orders',
  schema: editMedicineSchema,
  async run(db, actor, input) {
    const priced = prices(input);
    checkExpiry(input.expiry_date);
    const slug = await withStoredImage(input.image, 'medicine', 'image', (image) =>
      db.transaction(async (tx) => {
        const row = await lockRecord(
          tx,
          medicines,
          input.id,
          'This medicine no longer exists',
          MEDICINE_EDIT_COLUMNS,
        );
        if (row.stock !== input.stock_seen && row.stock !== input.stock) {
          throw new InvalidInputError({
            stock: `Units on hand changed to ${row.stock} since this page was opened (a sale or another pharmacist). Check the count and save again.`,
          });
        }
        const after = {
          ...priced,
          stock: input.stock,
          available: input.available,
          ...(input.schedule ? { schedule: input.schedule } : {}),
          telemedicineList: listOnFile(
            input.schedule ?? row.schedule,
            input.telemedicine_list,
            row.telemedicineList,
          ),
          ...(input.expiry_date ? { expiryDate: input.expiry_date } : {}),
          // A new picture replaces the main one; the gallery's others stay.
          ...(image ? { images: [image, ...row.images.slice(1)] } : {}),
        };
        await tx.update(medicines).set(after).where(eq(medicines.id, input.id));
        await auditChange(tx, actor, 'medicine.edit', input.id, changedFields(row, after));
        return row.slug;
      }),
    );
    return {
      ok: true,
      message: 'Saved. The pharmacy shows the change from its next visit.',
      revalidate: [TAGS.pharmacy, medicineTag(slug)],
    };
  },
});

const optionalText = (label: string) =>
  string().trim().max(5000, `${label} may be at most 5000 characters`).default('');

/** The texts of a medicine's page, typed as plain text (paragraphs by blank lines). */
const DETAIL_FIELDS = {
  medical_benefits: 'medicalBenefits',
  direction_of_use: 'directionOfUse',
  storage: 'storage',
  side_effects: 'sideEffects',
  drug_warning: 'drugWarning',
  drug_interactions: 'drugInteractions',
  special_advice: 'specialAdvice',
  disease_condition: 'diseaseCondition',
} as const;

export const createMedicineSchema = object({
  name: labelledText('The name', 200),
  category_id: recordId('Choose a category'),
  brand_id: recordId('Choose a brand'),
  type: labelledText('The form', 60),
  schedule: scheduleField(),
  /** Left to the catalogue's default (List A) when the form does not send it. */
  telemedicine_list: telemedicineListField().optional(),
  pack_size: labelledText('The pack size', 100),
  price_per_pack: string()
    .trim()
    .max(100, 'Price per unit may be at most 100 characters')
    .default(''),
  price: rupees('The price'),
  mrp: rupees('The MRP'),
  stock: unitsOnHand(),
  available: boolean().default(false),
  manufacturer: labelledText('The manufacturer', 200),
  manufacturer_address: labelledText('The manufacturer’s address', 500),
  country_of_origin: labelledText('The country of origin', 100),
  consume_type: labelledText('How it is taken', 60),
  expiry_date: expiryField(),
  about: labelledText('About', 5000),
  uses: labelledText('Uses', 5000),
  medical_benefits: optionalText('Medical benefits'),
  direction_of_use: optionalText('Directions for use'),
  storage: optionalText('Storage'),
  side_effects: optionalText('Side effects'),
  drug_warning: optionalText('Drug warnings'),
  drug_interactions: optionalText('Drug interactions'),
  special_advice: optionalText('Special advice'),
  disease_condition: optionalText('Disease condition'),
  image: imageField(),
});

/** A new medicine's picture until the pharmacist uploads one. */
export const NO_MEDICINE_IMAGE = '/images/medicines/no-photo.svg';

/**
 * The pharmacist adds a medicine to the catalogue: name, category, brand, schedule (an H or H1
 * medicine is sold only against a prescription the pharmacist checks; an X one never online),
 * price, MRP, units on hand, the label's facts and the page's texts (plain text, escaped into
 * paragraphs), and a pack photo. Its page is /pharmacy/{name}; the catalogue's lists and search
 * show it from their next request.
 */
export const createMedicine = defineStaffAction({
  name: 'add a medicine',
  area: 'pharmacy_orders',
  schema: createMedicineSchema,
  async run(db, actor, input) {
    const priced = prices(input);
    checkExpiry(input.expiry_date);
    const details = Object.fromEntries(
      Object.entries(DETAIL_FIELDS).map(([field, column]) => [
        column,
        textToHtml(input[field as keyof typeof DETAIL_FIELDS]),
      ]),
    ) as Record<(typeof DETAIL_FIELDS)[keyof typeof DETAIL_FIELDS], string>;
    // The schedule's list unless the form chose one; Schedule X is always prohibited.
    const telemedicineList = listOnFile(input.schedule, input.telemedicine_list);
    const created = await createContent(
      db,
      { file: input.image, kind: 'medicine', field: 'image' },
      { table: medicines, words: input.name, field: 'name', path: '/pharmacy/' },
      async (tx, image, slug) => {
        await chosenRecord(tx, medicineCategories, input.category_id, {
          category_id: 'Choose a category',
        });
        await chosenRecord(tx, brands, input.brand_id, { brand_id: 'Choose a brand' });
        const row = {
          slug,
          name: input.name,
          images: [image ?? NO_MEDICINE_IMAGE],
          ...priced,
          pricePerPack: input.price_per_pack,
          packSize: input.pack_size,
          available: input.available,
          stock: input.stock,
          schedule: input.schedule,
          ...(telemedicineList && { telemedicineList }),
          manufacturer: input.manufacturer,
          manufacturerAddress: input.manufacturer_address,
          countryOfOrigin: input.country_of_origin,
          consumeType: input.consume_type,
          expiryDate: input.expiry_date,
          about: textToHtml(input.about),
          uses: textToHtml(input.uses),
          ...details,
          type: input.type,
          categoryId: input.category_id,
          brandId: input.brand_id,
        };
        const id = await insertContentRecord(tx, actor, medicines, row, 'medicine.create');
        return { id, slug };
      },
    );
    return {
      ok: true,
      message: `${input.name} added to the pharmacy${input.available ? '' : ' (not offered yet)'}.`,
      location: `/staff/medicines/${created.id}`,
      revalidate: [TAGS.pharmacy, medicineTag(created.slug)],
    };
  },
});
