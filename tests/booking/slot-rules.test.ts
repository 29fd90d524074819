import { doctorUnavailableMessage, dateTabLabel, withDoctorTitle } from '@/lib/booking/labels';
import { buildSchedule } from '@/lib/booking/schedule';
import {
  availableCount,
  clampWindowStart,
  isSlotUnavailable,
  tabsPerView,
  upcomingDays,
  windowStartShowing,
  type ScheduleDay,
} from '@/lib/booking/slots';
import type { IndiaNow } from '@/lib/time/india';

const at = (date: string, hh: number, mm: number): IndiaNow => ({
  date,
  minuteOfDay: hh * 60 + mm,
});
const slot = (time: string, isBooked = false) => ({ _id: time, time, isBooked });
const day = (
  date: string,
  morning: string[],
  afternoon: string[] = [],
  evening: string[] = [],
): ScheduleDay => ({
  date,
  morning: morning.map((t) => slot(t)),
  afternoon: afternoon.map((t) => slot(t)),
  evening: evening.map((t) => slot(t)),
});

describe('slot availability in India time', () => {
  it("treats '12:00 AM' as the first minute of the day, begun from that minute", () => {
    expect(isSlotUnavailable('16/03/2030', slot('12:00 AM'), at('2030-03-16', 0, 0))).toBe(true);
    expect(isSlotUnavailable('16/03/2030', slot('12:30 AM'), at('2030-03-16', 0, 29))).toBe(false);
    expect(isSlotUnavailable('17/03/2030', slot('12:00 AM'), at('2030-03-16', 23, 59))).toBe(false);
  });

  it("treats '12:30 PM' as half past noon, not half past midnight", () => {
    expect(isSlotUnavailable('16/03/2030', slot('12:30 PM'), at('2030-03-16', 12, 29))).toBe(false);
    expect(isSlotUnavailable('16/03/2030', slot('12:30 PM'), at('2030-03-16', 12, 31))).toBe(true);
    expect(isSlotUnavailable('16/03/2030', slot('12:30 PM'), at('2030-03-16', 1, 0))).toBe(false);
  });

  it("today's earlier slots, booked slots and unreadable slots cannot be chosen", () => {
    const now = at('2030-03-16', 14, 0);
    expect(isSlotUnavailable('16/03/2030', slot('01:30 PM'), now)).toBe(true);
    expect(isSlotUnavailable('16/03/2030', slot('02:30 PM'), now)).toBe(false);
    expect(isSlotUnavailable('16/03/2030', slot('02:30 PM', true), now)).toBe(true);
    expect(isSlotUnavailable('15/03/2030', slot('11:30 PM'), now)).toBe(true);
    expect(isSlotUnavailable('16/03/2030', slot('14:30'), now)).toBe(true);
    expect(isSlotUnavailable('31/02/2030', slot('02:30 PM'), now)).toBe(true);
  });

  it('counts available slots and keeps only dates from today, earliest first', () => {
    const now = at('2030-03-16', 10, 0);
    const days = [
      day('17/03/2030', ['09:00 AM']),
      day('15/03/2030', ['09:00 AM']),
      day('16/03/2030', ['09:30 AM', '10:00 AM', '10:30 AM'], ['12:30 PM']),
    ];
    expect(upcomingDays(days, now).map((d) => d.date)).toEqual(['16/03/2030', '17/03/2030']);
    // 10:00 AM has begun at 10:00: 10:30 AM and 12:30 PM are left.
    expect(availableCount(days[2], now)).toBe(2);
  });

  it('builds the spec schedule shape, marking started slots booked', () => {
    const rows = [
      {
        id: 3,
        date: '2030-03-16',
        period: 'afternoon' as const,
        time: '12:30 PM',
        startMinute: 750,
        taken: false,
      },
      {
        id: 1,
        date: '2030-03-16',
        period: 'morning' as const,
        time: '12:00 AM',
        startMinute: 0,
        taken: false,
      },
      {
        id: 2,
        date: '2030-03-16',
        period: 'morning' as const,
        time: '11:00 AM',
        startMinute: 660,
        taken: true,
      },
      {
        id: 9,
        date: '2030-03-15',
        period: 'evening' as const,
        time: '06:00 PM',
        startMinute: 1080,
        taken: false,
      },
    ];
    expect(buildSchedule(rows, at('2030-03-16', 0, 15))).toEqual([
      {
        date: '16/03/2030',
        morning: [
          { _id: '1', time: '12:00 AM', isBooked: true },
          { _id: '2', time: '11:00 AM', isBooked: true },
        ],
        afternoon: [{ _id: '3', time: '12:30 PM', isBooked: false }],
        evening: [],
      },
    ]);
  });
});

describe('date tabs', () => {
  it("labels 'Today', 'Tommorow' (the spec's spelling) and then the date", () => {
    expect(dateTabLabel('16/03/2030', '2030-03-16')).toBe('Today');
    expect(dateTabLabel('17/03/2030', '2030-03-16')).toBe('Tommorow');
    expect(dateTabLabel('18/03/2030', '2030-03-16')).toBe('Mon, 18 Mar');
    expect(dateTabLabel('01/01/2031', '2030-12-31')).toBe('Tommorow');
  });

  it('shows 3 tabs, 2 below 576 px, and keeps the window inside the schedule', () => {
    expect(tabsPerView(1280)).toBe(3);
    expect(tabsPerView(576)).toBe(3);
    expect(tabsPerView(575)).toBe(2);
    expect(clampWindowStart(12, 14, 3)).toBe(11);
    expect(clampWindowStart(-1, 14, 3)).toBe(0);
    expect(clampWindowStart(0, 1, 3)).toBe(0);
    expect(windowStartShowing(5, 0, 14, 3)).toBe(3);
    expect(windowStartShowing(1, 4, 14, 3)).toBe(1);
    expect(windowStartShowing(5, 4, 14, 3)).toBe(4);
  });
});

describe('doctor unavailable text', () => {
  it('is the spec sentence, without doubling Dr.', () => {
    const sentence =
      'Sorry, Dr. Asha Rao is currently not available. Please try again later or contact support for assistance.';
    expect(doctorUnavailableMessage('Asha Rao')).toBe(sentence);
    expect(doctorUnavailableMessage('Dr. Asha Rao')).toBe(sentence);
    expect(withDoctorTitle('dr Asha Rao')).toBe('dr Asha Rao');
    expect(withDoctorTitle('Drew Barry')).toBe('Dr. Drew Barry');
  });
});
