import { eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { coupons } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, recordAudit, auditChange } from '@/lib/staff/audit';
import { addDays, indiaDayStart, isIsoDate } from '@/lib/time/india';

const optionalDate = (message: string) =>
  string()
    .trim()
    .default('')
    .test('date', message, (value) => !value || isIsoDate(value));

const couponFields = {
  percentage: number()
    .typeError('The discount must be a whole percentage')
    .integer('The discount must be a whole percentage')
    .min(1, 'The discount must be 1% to 90%')
    .max(90, 'The discount must be 1% to 90%')
    .required('Enter the discount'),
  valid_from: optionalDate('Choose a valid first day'),
  valid_until: optionalDate('Choose a valid last day'),
  active: string().oneOf(['true', 'false']).default('false'),
};

/** A window of India calendar days as instants: from the first day's start to the last day's end. */
function window(input: { valid_from: string; valid_until: string }) {
  const validFrom = input.valid_from ? indiaDayStart(input.valid_from) : null;
  const validUntil = input.valid_until ? indiaDayStart(addDays(input.valid_until, 1)) : null;
  if (validFrom && validUntil && validFrom >= validUntil) {
    throw new InvalidInputError({ valid_until: 'The last day cannot be before the first' });
  }
  return { validFrom, validUntil };
}

/** What the form sets of a coupon, as stored: the discount, the switch and the window. */
function couponTerms(input: { percentage: number; active: string } & Parameters<typeof window>[0]) {
  return { percentage: input.percentage, active: input.active === 'true', ...window(input) };
}

export const createCouponSchema = object({
  code: string()
    .trim()
    .uppercase()
    .required('Enter a code')
    .matches(/^[A-Z0-9]{3,20}$/, 'A code is 3 to 20 letters or digits'),
  ...couponFields,
});

/** The editor adds a coupon; its code is unique whatever its case. */
export const createCoupon = defineStaffAction({
  name: 'create a coupon',
  area: 'content',
  schema: createCouponSchema,
  async run(db, actor, input) {
    const values = { code: input.code, ...couponTerms(input) };
    const [created] = await db
      .insert(coupons)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    if (!created) throw new InvalidInputError({ code: 'A coupon with this code exists already' });
    await recordAudit(db, {
      staffId: actor.id,
      action: 'coupon.create',
      entity: 'coupon',
      entityId: created.id,
      changes: changedFields({}, values),
    });
    return { ok: true, message: `Coupon ${input.code} saved.` };
  },
});

export const updateCouponSchema = object({ id: recordId(), ...couponFields });

/**
 * The editor changes a coupon's discount, window or switch. Orders are priced from the database
 * when paid; a cart's 'Apply' preview may show the old answer for its cache's 30 seconds.
 */
export const updateCoupon = defineStaffAction({
  name: 'change a coupon',
  area: 'content',
  schema: updateCouponSchema,
  async run(db, actor, input) {
    const after = couponTerms(input);
    return db.transaction(async (tx) => {
      const before = await lockRecord(tx, coupons, input.id, 'This coupon no longer exists', {
        code: coupons.code,
        percentage: coupons.percentage,
        active: coupons.active,
        validFrom: coupons.validFrom,
        validUntil: coupons.validUntil,
      });
      const changes = changedFields(before, after);
      if (Object.keys(changes).length === 0) return { ok: true, message: 'Nothing to save' };
      await tx.update(coupons).set(after).where(eq(coupons.id, input.id));
      await auditChange(tx, actor, 'coupon.update', input.id, changes);
      return { ok: true, message: `Coupon ${before.code} saved.` };
    });
  },
});
