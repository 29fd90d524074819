/**
 * Paging of doctor cards on department and treatment pages (hospital-site.md sections 4 and 9):
 * 6 per page, 4 when the window is under 768 px; arrows only when the count exceeds a page,
 * disabled on the first and last page.
 */
export const DOCTORS_PER_PAGE = 6;
export const DOCTORS_PER_PAGE_NARROW = 4;
/** Windows narrower than this get the narrow page size. */
export const NARROW_BELOW_PX = 768;

export function doctorsPerPage(windowWidth: number): number {
  return windowWidth < NARROW_BELOW_PX ? DOCTORS_PER_PAGE_NARROW : DOCTORS_PER_PAGE;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A page index (0-based) kept inside the pages that exist, e.g. after the page size grew. */
export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, size) - 1);
}

export type PagerState = {
  page: number;
  pages: number;
  /** Index of the first and one past the last item shown. */
  start: number;
  end: number;
  /** The arrows exist only when the items do not fit on one page. */
  showArrows: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
};

export function pagerState(page: number, total: number, size: number): PagerState {
  const current = clampPage(page, total, size);
  const pages = pageCount(total, size);
  const start = current * size;
  return {
    page: current,
    pages,
    start,
    end: Math.min(total, start + size),
    showArrows: total > size,
    canGoBack: current > 0,
    canGoForward: current < pages - 1,
  };
}
