/**
 * Page arithmetic shared by every paged list (doctor carousels, /doctors, the medicine listings,
 * the blog): how many pages there are and which one is shown.
 */

/** At least one page, so an empty list is page 1 of 1. */
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

/**
 * A page as a URL names it (1-based): a page past the last is the last, and `offset` is where
 * its rows start.
 */
export function urlPage(requested: number, total: number, size: number) {
  const { page, pages, start } = pagerState(requested - 1, total, size);
  return { page: page + 1, pageCount: pages, offset: start };
}
