import { NextRequest } from 'next/server';
import type { BlogSummary } from '@/lib/blog/types';

const getBlogPage = jest.fn();
const getBlogBySlug = jest.fn();
const getRecentBlogs = jest.fn();
const recordBlogView = jest.fn();

jest.mock('@/lib/blog/reads', () => ({
  BLOG_PAGE_SIZE: 10,
  BLOG_SIDEBAR_SIZE: 5,
  getBlogPage: (...args: unknown[]) => getBlogPage(...args),
  getBlogBySlug: (...args: unknown[]) => getBlogBySlug(...args),
  getRecentBlogs: (...args: unknown[]) => getRecentBlogs(...args),
}));
jest.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/blog/writes', () => ({
  recordBlogView: (...args: unknown[]) => recordBlogView(...args),
}));

import { GET as getBlog } from '@/app/api/blog/get_blog/route';
import { GET as getBlogOne } from '@/app/api/blog/get_blogone/[blogname]/route';
import { POST as postView } from '@/app/api/blog/[id]/view/route';
import { BLOG_QUERY_MESSAGES } from '@/lib/blog/list-schema';
import { apiError, invalidInput } from '../helpers/api-error';
import type { SanitizedHtml } from '@/lib/sanitize';

const blog: BlogSummary = {
  id: 7,
  slug: 'healthy-heart',
  titleHtml: '<strong>Healthy</strong> heart' as SanitizedHtml,
  title: 'Healthy heart',
  image: '/images/blogs/healthy-heart.svg',
  createdAt: '2025-01-02T03:04:05.000Z',
  views: 12,
  category: { name: 'Cardiology', slug: 'cardiology' },
  excerpt: 'Keep it ticking.',
};

const request = (query: string) => new NextRequest(`http://localhost/api/blog/get_blog${query}`);

beforeEach(() => jest.resetAllMocks());

describe('GET /api/blog/get_blog', () => {
  it('answers 400 with a message per bad field and never reads', async () => {
    const res = await getBlog(request('?page=0&limit=500'));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The blog list shows `message`, so it is the general text, not a field's.
    expect(await res.json()).toEqual(
      invalidInput(
        { page: BLOG_QUERY_MESSAGES.page, limit: BLOG_QUERY_MESSAGES.limit },
        'Invalid request',
      ),
    );
    expect(getBlogPage).not.toHaveBeenCalled();
  });

  it('rejects a non-numeric page on its own', async () => {
    const res = await getBlog(request('?page=two'));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ page: BLOG_QUERY_MESSAGES.page });
  });

  it('answers { data, pagination: { total } } in the API field names', async () => {
    getBlogPage.mockResolvedValue({ items: [blog], total: 23 });
    const res = await getBlog(request('?page=2&limit=10&department=cardiology'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(getBlogPage).toHaveBeenCalledWith({ page: 2, limit: 10, department: 'cardiology' });
    const body = await res.json();
    expect(body.pagination).toEqual({ total: 23, page: 2, limit: 10, totalPages: 3 });
    expect(body.data[0]).toMatchObject({
      _id: '7',
      slug: 'healthy-heart',
      blog_title: '<strong>Healthy</strong> heart',
      blog_views: 12,
      blog_category: { department: 'Cardiology', slug: 'cardiology' },
    });
  });

  it('uses the spec page size of 10 when no limit is given', async () => {
    getBlogPage.mockResolvedValue({ items: [], total: 0 });
    const res = await getBlog(request(''));
    expect(getBlogPage).toHaveBeenCalledWith({ page: 1, limit: 10, department: undefined });
    // An empty list is page 1 of 1, as the medicine API says.
    expect((await res.json()).pagination).toEqual({ total: 0, page: 1, limit: 10, totalPages: 1 });
  });

  it('answers 500 with a message when the read fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    getBlogPage.mockRejectedValue(new Error('db down'));
    const res = await getBlog(request('?page=1'));
    expect(res.status).toBe(500);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe('GET /api/blog/get_blogone/{blogname}', () => {
  const ctx = (blogname: string) => ({ params: Promise.resolve({ blogname }) });

  it('answers 400 for a malformed slug and 404 for an unknown one', async () => {
    const bad = await getBlogOne(new Request('http://x'), ctx('Bad Slug!'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(
      invalidInput({ blogname: 'blogname must be a blog slug' }, 'Invalid request'),
    );
    getBlogBySlug.mockResolvedValue(null);
    const missing = await getBlogOne(new Request('http://x'), ctx('no-such-blog'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(
      apiError({ code: 'not_found', message: 'Blog not found' }),
    );
  });

  it("answers the FAQ as the entity's blogs_faq and faq alike", async () => {
    const answerHtml = '<p>Yes.</p>' as SanitizedHtml;
    getBlogBySlug.mockResolvedValue({
      ...blog,
      bodyHtml: '<p>Body</p>' as SanitizedHtml,
      author: { name: 'Health Desk', slug: 'health-desk', doctorSlug: null },
      faqs: [{ id: 1, question: 'Can I run?', answerHtml }],
      metaName: '',
      metaDescription: '',
      metaTags: [],
    });
    const res = await getBlogOne(new Request('http://x'), ctx('healthy-heart'));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.blogs_faq).toEqual([
      { blog_faq_question: 'Can I run?', blog_faq_answer: '<p>Yes.</p>' },
    ]);
    expect(data.faq).toEqual([{ faq_question: 'Can I run?', faq_answer: '<p>Yes.</p>' }]);
  });
});

describe('POST /api/blog/{id}/view', () => {
  const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

  it.each(['0', 'abc', '-3', '1.5', '99999999999'])('answers 400 for id %p', async (id) => {
    const res = await postView(new Request('http://x', { method: 'POST' }), ctx(id));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('id');
    expect(recordBlogView).not.toHaveBeenCalled();
  });

  it('counts a view and answers the new count; 404 for an unknown blog', async () => {
    recordBlogView.mockResolvedValueOnce(13).mockResolvedValueOnce(null);
    const ok = await postView(new Request('http://x', { method: 'POST' }), ctx('7'));
    expect(await ok.json()).toEqual({ views: 13 });
    expect(recordBlogView).toHaveBeenCalledWith({}, 7);
    const missing = await postView(new Request('http://x', { method: 'POST' }), ctx('8'));
    expect(missing.status).toBe(404);
  });
});
