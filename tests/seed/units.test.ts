import { categorySlug } from '@/lib/pharmacy/slug';
import {
  UNAVAILABLE_DOCTOR_SLUG,
  doctorSlotsForDate,
  periodOf,
  scheduleDates,
  slotsForPattern,
  weekdayOf,
  weeklyPattern,
} from '@/lib/seed/schedules';
import { buildDoctors } from '@/lib/seed/content/doctors';
import { slugify } from '@/lib/slug';

describe('categorySlug', () => {
  it('lower-cases, turns each space into a hyphen and drops other characters', () => {
    expect(categorySlug('Diabetes Care')).toBe('diabetes-care');
    expect(categorySlug("Women's Health")).toBe('womens-health');
    expect(categorySlug('Cold & Cough')).toBe('cold--cough');
    expect(categorySlug('Vitamins (B12) 2024')).toBe('vitamins-b12-2024');
    expect(categorySlug('Eye-and-Ear')).toBe('eye-and-ear');
  });
});

describe('slugify', () => {
  it('makes clean hyphenated slugs from names', () => {
    expect(slugify('Obstetrics & Gynaecology')).toBe('obstetrics-gynaecology');
    expect(slugify("Parkinson's Disease Treatment")).toBe('parkinsons-disease-treatment');
    expect(slugify('Dr. Ananya Rao')).toBe('dr-ananya-rao');
  });
});

describe('slot generator', () => {
  const pattern = {
    weekdays: [1, 3],
    sessions: [
      { from: 11 * 60, to: 13 * 60 },
      { from: 16 * 60, to: 17 * 60 },
    ],
  };

  it('labels slots in 12-hour time and groups them by period', () => {
    const monday = '2025-03-10';
    expect(weekdayOf(monday)).toBe(1);
    expect(slotsForPattern(pattern, monday)).toEqual([
      { date: monday, period: 'morning', time: '11:00 AM', startMinute: 660, lastOfSession: false },
      { date: monday, period: 'morning', time: '11:30 AM', startMinute: 690, lastOfSession: false },
      {
        date: monday,
        period: 'afternoon',
        time: '12:00 PM',
        startMinute: 720,
        lastOfSession: false,
      },
      // The last slot of each session (a video doctor's video-only time, issue 47).
      {
        date: monday,
        period: 'afternoon',
        time: '12:30 PM',
        startMinute: 750,
        lastOfSession: true,
      },
      { date: monday, period: 'evening', time: '04:00 PM', startMinute: 960, lastOfSession: false },
      { date: monday, period: 'evening', time: '04:30 PM', startMinute: 990, lastOfSession: true },
    ]);
  });

  it('gives no slots on days off', () => {
    expect(slotsForPattern(pattern, '2025-03-11')).toEqual([]);
  });

  it('splits periods at noon and 4 PM', () => {
    expect(periodOf(9 * 60)).toBe('morning');
    expect(periodOf(11 * 60 + 30)).toBe('morning');
    expect(periodOf(12 * 60)).toBe('afternoon');
    expect(periodOf(15 * 60 + 30)).toBe('afternoon');
    expect(periodOf(16 * 60)).toBe('evening');
  });

  it('is deterministic per doctor and gives the unavailable doctor nothing', () => {
    const slug = buildDoctors()[0].slug;
    expect(doctorSlotsForDate(slug, '2025-03-12')).toEqual(doctorSlotsForDate(slug, '2025-03-12'));
    expect(weeklyPattern(UNAVAILABLE_DOCTOR_SLUG)).toBeNull();
    for (const date of scheduleDates('2025-03-10')) {
      expect(doctorSlotsForDate(UNAVAILABLE_DOCTOR_SLUG, date)).toEqual([]);
    }
  });

  it('gives every other demo doctor 4 to 7 working days, and some doctors noon slots', () => {
    const week = scheduleDates('2025-03-10').slice(0, 7);
    const labels = new Set<string>();
    for (const d of buildDoctors()) {
      if (d.slug === UNAVAILABLE_DOCTOR_SLUG) continue;
      const days = week.filter((date) => doctorSlotsForDate(d.slug, date).length > 0);
      expect(days.length).toBeGreaterThanOrEqual(4);
      week.forEach((date) => doctorSlotsForDate(d.slug, date).forEach((s) => labels.add(s.time)));
    }
    expect(labels).toContain('12:00 PM');
    expect(labels).toContain('12:30 PM');
    expect(labels).toContain('09:00 AM');
    expect(labels).toContain('07:30 PM');
  });

  it('counts 14 India calendar days from today', () => {
    const dates = scheduleDates('2025-12-25');
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2025-12-25');
    expect(dates[13]).toBe('2026-01-07');
  });
});
