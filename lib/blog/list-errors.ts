/**
 * The blog list's error catalogue (spec section 8), verbatim, and the one function that turns
 * a failed load into the message the visitor sees.
 */
export const BLOG_LIST_MESSAGES = {
  network: 'Network error: Please check your internet connection.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  noData: 'No data available.',
  noDepartmentBlogs: 'No blogs available for the selected department.',
  categoriesFailed: 'Failed to fetch data. Please try again later.',
} as const;

export function serverErrorMessage(status: number, message: string): string {
  return `Server responded with ${status} error: ${message}`;
}

/** The server answered, but not with success. */
export class BlogListHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'BlogListHttpError';
  }
}

/** The request never got an answer (offline, DNS, connection reset): fetch rejects with a TypeError. */
export class BlogListNetworkError extends Error {
  constructor(cause?: unknown) {
    super('network', { cause });
    this.name = 'BlogListNetworkError';
  }
}

export function blogListErrorMessage(error: unknown): string {
  if (error instanceof BlogListHttpError) return serverErrorMessage(error.status, error.message);
  if (error instanceof BlogListNetworkError) return BLOG_LIST_MESSAGES.network;
  return BLOG_LIST_MESSAGES.unexpected;
}

/** The empty-list text: all categories, or one department. */
export function emptyBlogListMessage(department: string | undefined): string {
  return department ? BLOG_LIST_MESSAGES.noDepartmentBlogs : BLOG_LIST_MESSAGES.noData;
}

/** The message an error answer carries: `message`, else the first field error, else the status text. */
export function messageFromErrorBody(body: unknown, statusText: string): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    const errors = record.errors;
    if (typeof errors === 'object' && errors !== null) {
      const first = Object.values(errors).find((v): v is string => typeof v === 'string');
      if (first) return first;
    }
  }
  return statusText || 'Unknown error';
}
