/** @jest-environment jsdom */
import {
  BLOG_LIST_KEY,
  CLICK_COUNTS_KEY,
  markViewedOnce,
  readBlogClicks,
  recordBlogClick,
  rememberBlogs,
} from '@/lib/blog/browser-store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('blog values in browser storage', () => {
  it('counts clicks per blog id', () => {
    expect(recordBlogClick(4)).toBe(1);
    expect(recordBlogClick(4)).toBe(2);
    expect(recordBlogClick(9)).toBe(1);
    expect(readBlogClicks()).toEqual({ 4: 2, 9: 1 });
    expect(JSON.parse(localStorage.getItem(CLICK_COUNTS_KEY) ?? '{}')).toEqual({ 4: 2, 9: 1 });
  });

  it('survives garbage in storage', () => {
    localStorage.setItem(CLICK_COUNTS_KEY, '{not json');
    expect(readBlogClicks()).toEqual({});
    expect(recordBlogClick(1)).toBe(1);
    localStorage.setItem(CLICK_COUNTS_KEY, '[1,2]');
    expect(readBlogClicks()).toEqual({});
  });

  it('keeps a list of blogs (id, title, image, slug, views), merged by id', () => {
    rememberBlogs([{ id: 1, title: 'A', image: '/a.svg', slug: 'a', views: 1 }]);
    rememberBlogs([
      { id: 1, title: 'A', image: '/a.svg', slug: 'a', views: 5 },
      { id: 2, title: 'B', image: '/b.svg', slug: 'b', views: 0 },
    ]);
    expect(JSON.parse(localStorage.getItem(BLOG_LIST_KEY) ?? '[]')).toEqual([
      { id: 1, title: 'A', image: '/a.svg', slug: 'a', views: 5 },
      { id: 2, title: 'B', image: '/b.svg', slug: 'b', views: 0 },
    ]);
  });

  it('counts a view once per browser session', () => {
    expect(markViewedOnce(3)).toBe(true);
    expect(markViewedOnce(3)).toBe(false);
    expect(markViewedOnce(4)).toBe(true);
    sessionStorage.clear();
    expect(markViewedOnce(3)).toBe(true);
  });
});
