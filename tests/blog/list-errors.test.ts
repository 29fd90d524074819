import { fetchBlogPage, blogListApiUrl } from '@/lib/blog/fetch-blog-page';
import {
  BLOG_LIST_MESSAGES,
  BlogListHttpError,
  BlogListNetworkError,
  blogListErrorMessage,
  emptyBlogListMessage,
  messageFromErrorBody,
} from '@/lib/blog/list-errors';

describe('blog list messages', () => {
  it('keeps the catalogue texts verbatim', () => {
    expect(BLOG_LIST_MESSAGES).toEqual({
      network: 'Network error: Please check your internet connection.',
      unexpected: 'An unexpected error occurred. Please try again later.',
      noData: 'No data available.',
      noDepartmentBlogs: 'No blogs available for the selected department.',
      categoriesFailed: 'Failed to fetch data. Please try again later.',
    });
  });

  it('maps each kind of failure to its message', () => {
    expect(blogListErrorMessage(new BlogListHttpError(503, 'Service Unavailable'))).toBe(
      'Server responded with 503 error: Service Unavailable',
    );
    expect(blogListErrorMessage(new BlogListNetworkError(new TypeError('Failed to fetch')))).toBe(
      'Network error: Please check your internet connection.',
    );
    expect(blogListErrorMessage(new SyntaxError('Unexpected token <'))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
    expect(blogListErrorMessage('weird')).toBe(BLOG_LIST_MESSAGES.unexpected);
  });

  it('chooses the empty text by whether a department is chosen', () => {
    expect(emptyBlogListMessage(undefined)).toBe('No data available.');
    expect(emptyBlogListMessage('cardiology')).toBe(
      'No blogs available for the selected department.',
    );
  });

  it('takes the message of an error body, else its first field error, else the status text', () => {
    expect(messageFromErrorBody({ message: 'Boom' }, 'Internal Server Error')).toBe('Boom');
    expect(messageFromErrorBody({ errors: { page: 'page is bad' } }, 'Bad Request')).toBe(
      'page is bad',
    );
    expect(messageFromErrorBody(null, 'Bad Gateway')).toBe('Bad Gateway');
    expect(messageFromErrorBody(null, '')).toBe('Unknown error');
  });
});

describe('fetchBlogPage', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  const answer = (body: unknown, init: ResponseInit = {}) =>
    (global.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), init),
      ));

  it('asks the API for the page, limit and department', () => {
    expect(blogListApiUrl(2, 10, 'cardiology')).toBe(
      '/api/blog/get_blog?page=2&limit=10&department=cardiology',
    );
    expect(blogListApiUrl(1, 10, undefined)).toBe('/api/blog/get_blog?page=1&limit=10');
  });

  it('reads a good answer', async () => {
    answer({
      data: [
        {
          _id: '3',
          slug: 'a',
          blog_title: '<b>A</b>',
          title: 'A',
          blog_image: '/a.svg',
          createdAt: '2025-01-01T00:00:00.000Z',
          blog_views: 4,
          blog_category: { department: 'ENT', slug: 'ent' },
          excerpt: 'x',
        },
      ],
      pagination: { total: 1 },
    });
    const page = await fetchBlogPage(1, 10, undefined);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: 3, title: 'A', category: { slug: 'ent' } });
  });

  it('turns an HTTP error into the server message', async () => {
    answer(
      { message: 'Database unavailable' },
      { status: 500, statusText: 'Internal Server Error' },
    );
    const error = await fetchBlogPage(1, 10, undefined).catch((e: unknown) => e);
    expect(blogListErrorMessage(error)).toBe(
      'Server responded with 500 error: Database unavailable',
    );
  });

  it('turns a rejected fetch into the network message', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await fetchBlogPage(1, 10, undefined).catch((e: unknown) => e);
    expect(blogListErrorMessage(error)).toBe(BLOG_LIST_MESSAGES.network);
  });

  it('turns a malformed answer into the unexpected message', async () => {
    answer('<html>oops</html>', { status: 200 });
    const error1 = await fetchBlogPage(1, 10, undefined).catch((e: unknown) => e);
    expect(blogListErrorMessage(error1)).toBe(BLOG_LIST_MESSAGES.unexpected);
    answer({ data: 'nope' });
    const error2 = await fetchBlogPage(1, 10, undefined).catch((e: unknown) => e);
    expect(blogListErrorMessage(error2)).toBe(BLOG_LIST_MESSAGES.unexpected);
  });

  it('lets an abort through untouched, so it is not reported as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException('aborted', 'AbortError');
    global.fetch = jest.fn().mockRejectedValue(abortError);
    await expect(fetchBlogPage(1, 10, undefined, controller.signal)).rejects.toBe(abortError);
  });
});
