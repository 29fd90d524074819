/**
 * The doctor listing's filters (hospital-site.md section 5, 'Doctor filters'): the city is a
 * case-insensitive substring of the normalised region label; each word of the free text a
 * case-insensitive substring of the doctor's name or, since the box searches 'by disease', of a
 * speciality, the department or an area of expertise. Filters live in the URL (?city=&q=).
 */
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

/** '/doctors?city=Koramangala&q=heart', leaving out empty filters. */
export function doctorsHref(filters: DoctorFilters): string {
  const query = new URLSearchParams();
  if (filters.city.trim()) query.set('city', filters.city.trim());
  if (filters.q.trim()) query.set('q', filters.q.trim());
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
