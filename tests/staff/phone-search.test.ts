/**
 * The staff's search boxes find a phone number however it was typed or copied: with the country
 * code, a trunk zero, spaces or dashes (lib/staff/paging.ts). The list queries use it on their
 * phone columns (tested against the database in front-desk.test.ts).
 */
import { phoneDigits, phonePattern } from '@/lib/staff/paging';

describe('a phone number typed into a staff search box', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(0)98765.43210', '9876543210'],
    ['43210', '43210'],
  ])('%s is searched as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it('leaves a reference, a name or an e-mail as typed', () => {
    for (const text of ['SMH-7KM41323TX', 'Asha Rao', 'asha@example.com', '+', ' - ']) {
      expect(phoneDigits(text)).toBeNull();
    }
    expect(phonePattern('Asha_Rao')).toBe('%Asha\\_Rao%');
    expect(phonePattern('+91 98765 43210')).toBe('%9876543210%');
  });
});
