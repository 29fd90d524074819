import { eq } from 'drizzle-orm';
import { boolean, number, object } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { medicineTag, TAGS } from '@/lib/cache/tags';
import { medicines } from '@/lib/db/schema';
import { rupeesToPaise } from '@/lib/money';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';

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

export const editMedicineSchema = object({
  id: recordId(),
  price: rupees('The price'),
  mrp: rupees('The MRP'),
  stock: number()
    .typeError('Units on hand must be a whole number')
    .integer('Units on hand must be a whole number')
    .min(0, 'Units on hand cannot be negative')
    .max(MEDICINE_STOCK_MAX, `Units on hand must be at most ${MEDICINE_STOCK_MAX}`)
    .required('Enter the units on hand'),
  /** The units the pharmacist saw when the page opened: a sale since then must not be overwritten. */
  stock_seen: number().integer().min(0).max(MEDICINE_STOCK_MAX).required(),
  available: boolean().default(false),
});

/**
 * The pharmacist sets a medicine's price, MRP, units on hand and whether it is offered. A count
 * typed over a sale that happened meanwhile is refused (the form carries the count it was opened
 * with), so a paid order's units are never put back by mistake. The catalogue's pages and the
 * medicine's page show the change from their next request.
 */
export const editMedicine = defineStaffAction({
  name: 'edit a medicine',
  area: 'pharmacy_orders',
  schema: editMedicineSchema,
  async run(db, actor, input) {
    const pricePaise = rupeesToPaise(input.price);
    const mrpPaise = rupeesToPaise(input.mrp);
    if (pricePaise > mrpPaise)
      throw new InvalidInputError({ price: 'The price cannot be above the MRP' });
    const slug = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          slug: medicines.slug,
          pricePaise: medicines.pricePaise,
          mrpPaise: medicines.mrpPaise,
          stock: medicines.stock,
          available: medicines.available,
        })
        .from(medicines)
        .where(eq(medicines.id, input.id))
        .for('update');
      if (!row) throw new NotFoundError('This medicine no longer exists');
      if (row.stock !== input.stock_seen && row.stock !== input.stock) {
        throw new InvalidInputError({
          stock: `Units on hand changed to ${row.stock} since this page was opened (a sale or another pharmacist). Check the count and save again.`,
        });
      }
      const after = {
        pricePaise,
        mrpPaise,
        discountPercent: Math.round(((mrpPaise - pricePaise) / mrpPaise) * 100),
        stock: input.stock,
        available: input.available,
      };
      await tx.update(medicines).set(after).where(eq(medicines.id, input.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'medicine.edit',
        entity: 'medicine',
        entityId: input.id,
        changes: changedFields(row, after),
      });
      return row.slug;
    });
    return {
      ok: true,
      message: 'Saved. The pharmacy shows the change from its next visit.',
      revalidate: [TAGS.pharmacy, medicineTag(slug)],
    };
  },
});
