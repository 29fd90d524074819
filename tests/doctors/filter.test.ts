import {
  DOCTOR_LIST_PAGE_SIZE,
  MAX_FILTER_LENGTH,
  cityOptions,
  doctorsHref,
  doctorsPage,
  filterDoctors,
  matchesDoctor,
  parseDoctorFilters,
  parseDoctorPage,
} from '@/lib/doctors/filter';
import { normaliseRegion } from '@/lib/doctors/display';

const doctor = (
  name: string,
  region: string | null,
  specialities: string[],
  extra: Partial<{ departmentName: string; searchTerms: string[] }> = {},
) => ({
  name,
  region: normaliseRegion(region),
  specialities,
  departmentName: extra.departmentName ?? 'General Medicine',
  searchTerms: extra.searchTerms ?? [],
});

const DOCTORS = [
  doctor('Dr. Ananya Rao', 'Koramangala, Bangalore, Bangalore', ['Interventional Cardiology'], {
    departmentName: 'Cardiology',
  }),
  doctor('Dr. Rajesh Patil', 'HSR Layout,Bangalore', ['Joint Replacement'], {
    departmentName: 'Orthopaedics',
    searchTerms: ['Knee pain'],
  }),
  doctor('Dr. Meera Iyer', null, ['Stroke Medicine'], { departmentName: 'Neurology' }),
  doctor('Dr. Priya Menon', 'WHITEFIELD', ['Paediatric Cardiology'], {
    departmentName: 'Cardiology',
  }),
];

const names = (list: { name: string }[]) => list.map((d) => d.name);

describe('doctor filters', () => {
  it('keeps everyone when both filters are empty', () => {
    expect(filterDoctors(DOCTORS, { city: '', q: '' })).toHaveLength(4);
  });

  it('matches the city as a case-insensitive substring of the normalised region', () => {
    expect(names(filterDoctors(DOCTORS, { city: 'koramangala', q: '' }))).toEqual([
      'Dr. Ananya Rao',
    ]);
    expect(names(filterDoctors(DOCTORS, { city: 'HSR', q: '' }))).toEqual(['Dr. Rajesh Patil']);
    expect(names(filterDoctors(DOCTORS, { city: 'white', q: '' }))).toEqual(['Dr. Priya Menon']);
    // 'Bangalore' is dropped by normalisation, so it matches no region label.
    expect(filterDoctors(DOCTORS, { city: 'Bangalore', q: '' })).toEqual([]);
  });

  it('matches doctors without a region on the default Indranagar', () => {
    expect(names(filterDoctors(DOCTORS, { city: 'indranagar', q: '' }))).toEqual([
      'Dr. Meera Iyer',
    ]);
  });

  it('matches the text on the name, case-insensitively', () => {
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'rao' }))).toEqual(['Dr. Ananya Rao']);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'DR. MEERA' }))).toEqual(['Dr. Meera Iyer']);
  });

  it('matches the text on specialities, the department and expertise ("by disease")', () => {
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'cardio' }))).toEqual([
      'Dr. Ananya Rao',
      'Dr. Priya Menon',
    ]);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'knee' }))).toEqual(['Dr. Rajesh Patil']);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'neurology' }))).toEqual(['Dr. Meera Iyer']);
  });

  it('needs both filters to match when both are given', () => {
    expect(names(filterDoctors(DOCTORS, { city: 'whitefield', q: 'cardio' }))).toEqual([
      'Dr. Priya Menon',
    ]);
    expect(matchesDoctor(DOCTORS[0], { city: 'whitefield', q: 'cardio' })).toBe(false);
  });

  it('matches each word of the text somewhere, without the title Dr.', () => {
    // The whole text is in no one field: each word is in one.
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'Dr. Rao' }))).toEqual(['Dr. Ananya Rao']);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'dr ananya' }))).toEqual(['Dr. Ananya Rao']);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'Dr.Rao' }))).toEqual(['Dr. Ananya Rao']);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'rao, cardiology' }))).toEqual([
      'Dr. Ananya Rao',
    ]);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'paediatric cardio' }))).toEqual([
      'Dr. Priya Menon',
    ]);
    expect(names(filterDoctors(DOCTORS, { city: '', q: 'knee pain' }))).toEqual([
      'Dr. Rajesh Patil',
    ]);
    // Every word must be found: a word no doctor has leaves nobody.
    expect(filterDoctors(DOCTORS, { city: '', q: 'rao zebra' })).toEqual([]);
    // The title alone narrows nothing.
    expect(filterDoctors(DOCTORS, { city: '', q: 'Dr.' })).toHaveLength(4);
  });

  it('finds nobody for an unknown text', () => {
    expect(filterDoctors(DOCTORS, { city: '', q: 'zebra' })).toEqual([]);
  });
});

describe('filters in the URL', () => {
  it('reads city and q, trimming, collapsing spaces and cutting long values', () => {
    expect(parseDoctorFilters({ city: '  HSR   Layout ', q: ['heart', 'x'] })).toEqual({
      city: 'HSR Layout',
      q: 'heart',
    });
    expect(parseDoctorFilters({})).toEqual({ city: '', q: '' });
    expect(parseDoctorFilters({ q: 'a'.repeat(200) }).q).toHaveLength(MAX_FILTER_LENGTH);
  });

  it('writes only the filters that are set', () => {
    expect(doctorsHref({ city: '', q: '' })).toBe('/doctors');
    expect(doctorsHref({ city: 'HSR Layout', q: '' })).toBe('/doctors?city=HSR+Layout');
    expect(doctorsHref({ city: 'Jayanagar', q: 'knee pain' })).toBe(
      '/doctors?city=Jayanagar&q=knee+pain',
    );
  });

  it('round-trips through the URL', () => {
    const filters = { city: 'Koramangala', q: 'Dr. Rao & co' };
    const url = new URL(doctorsHref(filters, 3), 'http://x');
    const params = Object.fromEntries(url.searchParams);
    expect(parseDoctorFilters(params)).toEqual(filters);
    expect(parseDoctorPage(params)).toBe(3);
  });
});

describe('pages of the list', () => {
  const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('reads a whole page number above 1; anything else is the first page', () => {
    expect(parseDoctorPage({ page: '2' })).toBe(2);
    expect(parseDoctorPage({ page: ['4', '9'] })).toBe(4);
    for (const page of [undefined, '', '1', '0', '-2', '1.5', 'two', '1e400', '9007199254740993'])
      expect(parseDoctorPage({ page })).toBe(1);
  });

  it('writes the page after the filters, and never the first', () => {
    expect(doctorsHref({ city: '', q: '' }, 1)).toBe('/doctors');
    expect(doctorsHref({ city: '', q: '' }, 2)).toBe('/doctors?page=2');
    expect(doctorsHref({ city: 'Jayanagar', q: 'knee' }, 5)).toBe(
      '/doctors?city=Jayanagar&q=knee&page=5',
    );
  });

  it('cuts the list into pages of twelve, the last holding the rest', () => {
    expect(DOCTOR_LIST_PAGE_SIZE).toBe(12);
    const list = numbers(30);
    expect(doctorsPage(list, 1)).toEqual({ items: numbers(12), page: 1, pageCount: 3 });
    expect(doctorsPage(list, 2).items).toEqual(numbers(24).slice(12));
    expect(doctorsPage(list, 3)).toEqual({
      items: [25, 26, 27, 28, 29, 30],
      page: 3,
      pageCount: 3,
    });
  });

  it('shows the last page for a page past it, and one empty page for no doctors', () => {
    expect(doctorsPage(numbers(13), 99)).toEqual({ items: [13], page: 2, pageCount: 2 });
    expect(doctorsPage(numbers(12), 2)).toEqual({ items: numbers(12), page: 1, pageCount: 1 });
    expect(doctorsPage([], 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('city options', () => {
  it('merges branch and region names once each, alphabetically', () => {
    expect(
      cityOptions(['Indiranagar', 'HSR Layout'], ['hsr layout', 'Hebbal', ' ', 'Indiranagar']),
    ).toEqual(['Hebbal', 'HSR Layout', 'Indiranagar']);
  });
});
