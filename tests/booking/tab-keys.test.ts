import { tabKeyTarget } from '@/components/booking/date-tab';

/** The keys of the date tab lists (a doctor's days, the lab's collection days). */
describe('tabKeyTarget', () => {
  it('moves one tab with the arrows and to either end with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 1, 5)).toBe(2);
    expect(tabKeyTarget('ArrowLeft', 1, 5)).toBe(0);
    expect(tabKeyTarget('Home', 3, 5)).toBe(0);
    expect(tabKeyTarget('End', 1, 5)).toBe(4);
  });

  it('stays within the list at its ends', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 5)).toBe(0);
    expect(tabKeyTarget('ArrowRight', 4, 5)).toBe(4);
  });

  it('leaves every other key to the browser', () => {
    expect(tabKeyTarget('Enter', 1, 5)).toBeNull();
    expect(tabKeyTarget('Tab', 1, 5)).toBeNull();
    expect(tabKeyTarget('toString', 1, 5)).toBeNull();
  });
});
