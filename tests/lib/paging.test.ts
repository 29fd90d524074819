import { clampPage, pageCount, pagerState, urlPage } from '@/lib/paging';

describe('paging', () => {
  it.each([
    [0, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [8, 4, 2],
    [9, 4, 3],
  ])('counts %i items in pages of %i as %i page(s), at least one', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it.each([
    [6, 6, false],
    [7, 6, true],
    [4, 4, false],
    [5, 4, true],
  ])('with %i items in pages of %i, shows arrows: %s', (total, size, arrows) => {
    expect(pagerState(0, total, size).showArrows).toBe(arrows);
  });

  it('disables previous on the first page and next on the last', () => {
    const first = pagerState(0, 8, 6);
    expect(first).toMatchObject({
      page: 0,
      pages: 2,
      start: 0,
      end: 6,
      canGoBack: false,
      canGoForward: true,
    });
    const last = pagerState(1, 8, 6);
    expect(last).toMatchObject({ page: 1, start: 6, end: 8, canGoBack: true, canGoForward: false });
    const middle = pagerState(1, 9, 4);
    expect(middle).toMatchObject({ start: 4, end: 8, canGoBack: true, canGoForward: true });
  });

  it('keeps the page inside the pages that exist when the size grows', () => {
    // Page 3 of 4-per-page (items 8..9) becomes the last page of 6-per-page.
    expect(clampPage(2, 10, 6)).toBe(1);
    expect(clampPage(-1, 10, 6)).toBe(0);
    expect(pagerState(5, 10, 6)).toMatchObject({ page: 1, start: 6, end: 10 });
  });

  it('reads a page as a URL names it: past the last is the last, below 1 is 1', () => {
    expect(urlPage(1, 25, 12)).toEqual({ page: 1, pageCount: 3, offset: 0 });
    expect(urlPage(3, 25, 12)).toEqual({ page: 3, pageCount: 3, offset: 24 });
    expect(urlPage(9, 25, 12)).toEqual({ page: 3, pageCount: 3, offset: 24 });
    expect(urlPage(0, 25, 12)).toEqual({ page: 1, pageCount: 3, offset: 0 });
    expect(urlPage(2, 0, 12)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });
});
