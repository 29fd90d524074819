import fc from 'fast-check';
import {
  addDays,
  formatTime12h,
  fromDdMmYyyy,
  indiaNow,
  isPastSlot,
  parseTime12h,
  toDdMmYyyy,
} from '@/lib/time/india';

describe('India calendar', () => {
  it('reads today and the minute of the day in Asia/Kolkata, not in the server zone', () => {
    // 2026-11-21 19:00 UTC is 2026-11-22 00:30 in India.
    expect(indiaNow(new Date('2026-11-21T19:00:00Z'))).toEqual({
      date: '2026-11-22',
      minuteOfDay: 30,
    });
    // 2026-11-22 18:29 UTC is 23:59 the same day in India.
    expect(indiaNow(new Date('2026-11-22T18:29:00Z'))).toEqual({
      date: '2026-11-22',
      minuteOfDay: 1439,
    });
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('converts between ISO dates and dd/mm/yyyy and rejects impossible dates', () => {
    expect(toDdMmYyyy('2026-11-05')).toBe('05/11/2026');
    expect(fromDdMmYyyy('05/11/2026')).toBe('2026-11-05');
    expect(fromDdMmYyyy('31/02/2026')).toBeNull();
    expect(fromDdMmYyyy('2026-11-05')).toBeNull();
  });

  it.each([
    [0, '12:00 AM'],
    [30, '12:30 AM'],
    [9 * 60 + 30, '09:30 AM'],
    [12 * 60, '12:00 PM'],
    [12 * 60 + 30, '12:30 PM'],
    [13 * 60, '01:00 PM'],
    [23 * 60 + 59, '11:59 PM'],
  ])('minute %i is %s, and back', (minute, label) => {
    expect(formatTime12h(minute)).toBe(label);
    expect(parseTime12h(label)).toBe(minute);
  });

  it('parses loose 12-hour input and refuses nonsense', () => {
    expect(parseTime12h('9:05 am')).toBe(545);
    expect(parseTime12h('13:00 PM')).toBeNull();
    expect(parseTime12h('00:30 AM')).toBeNull();
    expect(parseTime12h('10:30')).toBeNull();
  });

  it('treats earlier slots of today, and earlier days, as past', () => {
    const now = { date: '2026-11-22', minuteOfDay: 12 * 60 + 10 };
    expect(isPastSlot('2026-11-22', 12 * 60, now)).toBe(true);
    expect(isPastSlot('2026-11-22', 12 * 60 + 30, now)).toBe(false);
    // A slot has started from its first minute: 12:10 and some seconds is past the 12:10 slot.
    expect(isPastSlot('2026-11-22', 12 * 60 + 10, now)).toBe(true);
    expect(isPastSlot('2026-11-22', 12 * 60 + 11, now)).toBe(false);
    expect(isPastSlot('2026-11-21', 23 * 60, now)).toBe(true);
    expect(isPastSlot('2026-11-23', 0, now)).toBe(false);
  });
});

describe('India wall clock by offset', () => {
  // What indiaNow replaced: the Asia/Kolkata time zone of the full ICU Node carries.
  const kolkata = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  it('agrees with the Asia/Kolkata time zone at any instant from 1950 to 2100', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1950-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const p = Object.fromEntries(
            kolkata.formatToParts(instant).map((x) => [x.type, x.value]),
          );
          expect(indiaNow(instant)).toEqual({
            date: `${p.year}-${p.month}-${p.day}`,
            minuteOfDay: Number(p.hour) * 60 + Number(p.minute),
          });
        },
      ),
      { numRuns: 3000 },
    );
  });
});
