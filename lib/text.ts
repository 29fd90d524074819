/** Text cut-offs of the specification, measured in characters. */
export const CUT_OFFS = {
  departmentCard: 150,
  departmentHeader: 500,
  treatmentHeader: 350,
  blogTeaser: 50,
  treatmentName: 20,
  jobField: 10,
} as const;

/** The first `max` characters, plus `ellipsis` when something was cut. */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : text;
}
