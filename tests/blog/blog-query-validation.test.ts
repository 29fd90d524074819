import { BLOG_QUERY_MESSAGES, parseBlogQuery } from '@/lib/blog/list-schema';

describe('parseBlogQuery', () => {
  it('defaults page to 1 and limit to the given size; empty values count as absent', () => {
    expect(parseBlogQuery({}, 10)).toEqual({ ok: true, value: { page: 1, limit: 10 } });
    expect(parseBlogQuery({ page: '', limit: null, department: '' }, 10)).toEqual({
      ok: true,
      value: { page: 1, limit: 10, department: undefined },
    });
  });

  it('reads whole numbers and a department slug', () => {
    expect(parseBlogQuery({ page: '3', limit: '25', department: 'ent-care' }, 10)).toEqual({
      ok: true,
      value: { page: 3, limit: 25, department: 'ent-care' },
    });
  });

  it.each(['0', '-1', '1.5', 'abc', '1e3', ' 2', '9999999'])('rejects page %p', (page) => {
    expect(parseBlogQuery({ page }, 10)).toEqual({
      ok: false,
      errors: { page: BLOG_QUERY_MESSAGES.page },
    });
  });

  it.each(['0', '51', 'ten', '-5', '2.5'])('rejects limit %p', (limit) => {
    expect(parseBlogQuery({ limit }, 10)).toEqual({
      ok: false,
      errors: { limit: BLOG_QUERY_MESSAGES.limit },
    });
  });

  it('accepts the limit bounds 1 and 50', () => {
    expect(parseBlogQuery({ limit: '1' }, 10)).toMatchObject({ ok: true, value: { limit: 1 } });
    expect(parseBlogQuery({ limit: '50' }, 10)).toMatchObject({ ok: true, value: { limit: 50 } });
  });

  it.each(['Obstetrics & Gynaecology', 'cardiology', ' ENT care '])(
    'reads the department name or slug %p as given (the read looks it up)',
    (department) => {
      expect(parseBlogQuery({ department }, 10)).toEqual({
        ok: true,
        value: { page: 1, limit: 10, department },
      });
    },
  );

  it.each(['   ', 'a\u0000b', 'a\tb', 'a\u202Eb', 'x'.repeat(201)])(
    'rejects department %p',
    (department) => {
      expect(parseBlogQuery({ department }, 10)).toEqual({
        ok: false,
        errors: { department: BLOG_QUERY_MESSAGES.department },
      });
    },
  );

  it('names every bad field at once', () => {
    expect(parseBlogQuery({ page: 'x', limit: '0', department: 'O\nK' }, 10)).toEqual({
      ok: false,
      errors: {
        page: BLOG_QUERY_MESSAGES.page,
        limit: BLOG_QUERY_MESSAGES.limit,
        department: BLOG_QUERY_MESSAGES.department,
      },
    });
  });
});
