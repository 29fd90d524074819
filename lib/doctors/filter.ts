/**
 * The doctor listing's filters (hospital-site.md section 5, 'Doctor filters'): the city is a
 * case-insensitive substring of the normalised region label; each word of the free text a
 * case-insensitive substring of the doctor's name or, since the box searches 'by disease', of a
 * speciality, the department or an area of expertise. Filters live in the URL (?city=&q=), and so
 * does the page of the list (&page=).
 */
import { urlPage } from '@/lib/paging';
import type { DoctorCardData } from './types';

export type DoctorFilters = { city: string; q: string };

/** Longest filter value kept from the URL; anything longer is cut, never an error. */
export const MAX_FILTER_LENGTH = 80;

type SearchParams = Record<string, string | string[] | undefined>;

function firstValue(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_FILTER_LENGTH);
}

export function parseDoctorFilters(params: SearchParams): DoctorFilters {
  return { city: firstValue(params.city), q: firstValue(params.q) };
}

/**
 * Doctors on one page of the list. The whole list was one page: 48 doctors made /doctors the
 * site's largest page (1,510 elements), and it grows with the hospital
 * (docs/decisions/doctor-list-pages.md).
 */
export const DOCTOR_LIST_PAGE_SIZE = 12;

/** The page asked for in the URL (?page=3); anything but a whole number above 1 is the first. */
export function parseDoctorPage(params: SearchParams): number {
  const page = Number(Array.isArray(params.page) ? params.page[0] : params.page);
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** One page of the matching doctors (1-based, as in the URL); a page past the last shows the last. */
export function doctorsPage<T>(doctors: T[], requested: number) {
  const { page, pageCount, offset } = urlPage(requested, doctors.length, DOCTOR_LIST_PAGE_SIZE);
  return { items: doctors.slice(offset, offset + DOCTOR_LIST_PAGE_SIZE), page, pageCount };
}

/**
 * '/doctors?city=Koramangala&q=heart&page=2', leaving out empty filters and the first page: a
 * change of filters, which passes no page, starts again from the first.
 */
export function doctorsHref(filters: DoctorFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.city.trim()) query.set('city', filters.city.trim());
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/doctors?${text}` : '/doctors';
}

const includes = (haystack: string, needle: string) =>
  haystack.toLocaleLowerCase('en-IN').includes(needle);

type Filterable = Pick<DoctorCardData, 'name' | 'region' | 'specialities' | 'departmentName'> &
  Partial<Pick<DoctorCardData, 'searchTerms'>>;

/** 'Dr', 'Dr.': every doctor's title, so a word that narrows nothing. */
const TITLE = /^dr\.?$/;

/**
 * The free text's words, lower-cased, without the title: 'Dr. Rao' looks for 'rao'. Split on
 * spaces, commas and full stops between words, as a patient types 'rao, heart' or 'Dr.Rao'.
 */
function searchWords(q: string): string[] {
  return q
    .toLocaleLowerCase('en-IN')
    .split(/[\s,]+|\.(?=\S)/)
    .filter((word) => word && !TITLE.test(word));
}

/**
 * The spec's substring rule, word by word: each word of the text is a substring of the name, a
 * speciality, the department or an area of expertise (not necessarily the same one). A text that
 * is a substring of one of them still finds that doctor; 'Dr. Rao' and 'Rao cardiology' now find
 * what a patient means, where the whole text matched nothing.
 */
export function matchesDoctor(doctor: Filterable, filters: DoctorFilters): boolean {
  const city = filters.city.trim().toLocaleLowerCase('en-IN');
  if (city && !includes(doctor.region, city)) return false;
  const words = searchWords(filters.q);
  if (words.length === 0) return true;
  const fields = [
    doctor.name,
    ...doctor.specialities,
    doctor.departmentName,
    ...(doctor.searchTerms ?? []),
  ];
  return words.every((word) => fields.some((text) => includes(text, word)));
}

export function filterDoctors<T extends Filterable>(doctors: T[], filters: DoctorFilters): T[] {
  return doctors.filter((doctor) => matchesDoctor(doctor, filters));
}

/**
 * The city select's options: branch and region names, each once (case-insensitively),
 * alphabetical. Values are matched against normalised region labels, so 'HSR Layout'
 * finds doctors whose region reads 'Hsr Layout'.
 */
export function cityOptions(...lists: string[][]): string[] {
  const seen = new Map<string, string>();
  for (const name of lists.flat()) {
    const clean = name.trim();
    const key = clean.toLocaleLowerCase('en-IN');
    if (clean && !seen.has(key)) seen.set(key, clean);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en-IN', { sensitivity: 'base' }));
}
