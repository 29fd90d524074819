/**
 * The doctor listing's filters (hospital-site.md section 5, 'Doctor filters'): the city is a
 * case-insensitive substring of the normalised region label, the free text a case-insensitive
 * substring of the doctor's name or, since the box searches 'by disease', of a speciality,
 * the department or an area of expertise. Filters live in the URL (?city=&q=).
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

export function matchesDoctor(doctor: Filterable, filters: DoctorFilters): boolean {
  const city = filters.city.trim().toLocaleLowerCase('en-IN');
  const q = filters.q.trim().toLocaleLowerCase('en-IN');
  if (city && !includes(doctor.region, city)) return false;
  if (!q) return true;
  return [
    doctor.name,
    ...doctor.specialities,
    doctor.departmentName,
    ...(doctor.searchTerms ?? []),
  ].some((text) => includes(text, q));
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
