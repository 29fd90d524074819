/** The pure rules of issue 18: drug schedules, the delivery area's words, the fee in the totals. */
import { cartTotals } from '@/lib/pharmacy/cart-math';
import {
  deliveryBy,
  deliveryFeeText,
  deliveryNote,
  notServiceableMessage,
  PINCODE_PATTERN,
} from '@/lib/pharmacy/delivery-area';
import {
  DRUG_SCHEDULES,
  isDrugSchedule,
  needsPrescription,
  notSoldOnlineReason,
  soldOnline,
} from '@/lib/pharmacy/schedule';

describe('drug schedules', () => {
  it('asks a prescription for H and H1 only, and sells everything online but X', () => {
    expect(DRUG_SCHEDULES.filter(needsPrescription)).toEqual(['H', 'H1']);
    expect(DRUG_SCHEDULES.filter((s) => !soldOnline(s))).toEqual(['X']);
  });

  it('knows the four schedules and nothing else', () => {
    expect(DRUG_SCHEDULES.every(isDrugSchedule)).toBe(true);
    for (const value of ['x', 'OTC ', '', null, 1, 'Schedule H']) {
      expect(isDrugSchedule(value)).toBe(false);
    }
  });

  it('says why a Schedule X medicine cannot be bought online', () => {
    expect(notSoldOnlineReason('Mepro 400 mg Tablet')).toBe(
      'Mepro 400 mg Tablet is a Schedule X medicine: the law does not allow it to be sold online. Please buy it at the hospital pharmacy with your original prescription.',
    );
  });
});

describe('delivery area', () => {
  const area = {
    pincode: '562114',
    area: 'Hoskote',
    city: 'Hoskote',
    minDays: 2,
    maxDays: 3,
    feePaise: 4900,
  };

  it('takes six digits that do not start with 0', () => {
    expect(['560038', '110001', '999999'].every((p) => PINCODE_PATTERN.test(p))).toBe(true);
    expect(
      ['056003', '56003', '5600381', '56003a', ' 560038'].some((p) => PINCODE_PATTERN.test(p)),
    ).toBe(false);
  });

  it('counts the latest delivery day from the India date it is given, across a month and a year', () => {
    expect(deliveryBy(area, '2026-11-25')).toBe('Sat, 28 Nov');
    expect(deliveryBy(area, '2026-11-29')).toBe('Wed, 2 Dec');
    expect(deliveryBy({ maxDays: 2 }, '2026-12-31')).toBe('Sat, 2 Jan');
  });

  it('shows a fee in rupees and none as FREE', () => {
    expect(deliveryFeeText(0)).toBe('FREE');
    expect(deliveryFeeText(4900)).toBe('₹49');
    expect(deliveryNote(area, '2026-11-25')).toBe('Delivery by Sat, 28 Nov · ₹49 delivery');
    expect(deliveryNote({ ...area, feePaise: 0 }, '2026-11-25')).toBe(
      'Delivery by Sat, 28 Nov · FREE delivery',
    );
  });

  it('names the refused pincode', () => {
    expect(notServiceableMessage('562130')).toBe(
      'Sorry, we do not deliver to pincode 562130 yet. Please use an address in our delivery area.',
    );
  });
});

describe('cart totals with a delivery fee', () => {
  const lines = [
    { pricePaise: 15000, mrpPaise: 20000, quantity: 2 },
    { pricePaise: 2500, mrpPaise: 3000, quantity: 4 },
  ];

  it('adds the fee after the coupon, which never discounts it', () => {
    const totals = cartTotals(lines, 10, 4900);
    expect(totals).toMatchObject({
      subtotalPaise: 40000,
      couponPaise: 4000,
      deliveryPaise: 4900,
      totalPaise: 40900,
    });
  });

  it('counts the saving on the medicines only', () => {
    // MRP 52,000 paise against 36,000 paid for the medicines: 31% saved, fee or not.
    expect(cartTotals(lines, 10, 4900).savedPercent).toBe(cartTotals(lines, 10).savedPercent);
    expect(cartTotals(lines, 10).savedPercent).toBe(31);
  });

  it('charges no fee for an empty cart', () => {
    expect(cartTotals([], 0, 4900)).toMatchObject({ deliveryPaise: 0, totalPaise: 0 });
  });
});
