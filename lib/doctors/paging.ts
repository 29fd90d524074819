/**
 * Page sizes of the doctor cards on department and treatment pages (hospital-site.md sections 4
 * and 9): 6 per page, 4 when the window is under 768 px. The arithmetic (arrows only when the
 * count exceeds a page, disabled on the first and last) is lib/paging.ts.
 */
export const DOCTORS_PER_PAGE = 6;
export const DOCTORS_PER_PAGE_NARROW = 4;
/** Windows narrower than this get the narrow page size. */
export const NARROW_BELOW_PX = 768;

export function doctorsPerPage(windowWidth: number): number {
  return windowWidth < NARROW_BELOW_PX ? DOCTORS_PER_PAGE_NARROW : DOCTORS_PER_PAGE;
}
