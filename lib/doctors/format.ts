/** How doctor names and qualifications read on the page. */
import type { Qualification } from './types';

const TITLE = /^dr\.?\s+/i;

/** 'Dr. Asha Rao' for both 'Asha Rao' and 'Dr. Asha Rao': the title is never doubled. */
export function doctorTitleName(name: string): string {
  const trimmed = name.trim();
  return TITLE.test(trimmed) ? trimmed.replace(TITLE, 'Dr. ') : `Dr. ${trimmed}`;
}

/** 'MBBS (2001)', or 'MBBS' when the year is not recorded. */
export function formatQualification({ degree, year }: Qualification): string {
  return year ? `${degree} (${year})` : degree;
}

/** The doctor card's 'first qualification (degree and year)'; empty when none is recorded. */
export function firstQualification(qualifications: Qualification[]): string {
  return qualifications[0] ? formatQualification(qualifications[0]) : '';
}
