/**
 * Delivery details as the cart's saved form holds them, for browser-side tests: a fixed date far
 * ahead, so no test depends on today. (Database tests use tests/pharmacy/fixtures' deliveryInfo.)
 */
export const SAVED_DELIVERY_INFO = {
  name: 'A',
  email: 'a@b.co',
  phone_number: '9876543210',
  pincode: '560038',
  address: 'x',
  date: '16/03/2030',
  time: '10:00 am',
};
