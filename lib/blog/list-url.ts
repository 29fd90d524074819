/**
 * The blog list's place in the URL: /blog?department=cardiology&page=2. Defaults (page 1, all
 * categories) are left out, so every list has exactly one address.
 */
export type BlogListQuery = { page: number; department?: string };

export function blogListHref({ page, department }: BlogListQuery): string {
  const params = new URLSearchParams();
  if (department) params.set('department', department);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/** Lenient reading for the browser: anything malformed means the default. */
export function blogListQueryFrom(params: URLSearchParams): BlogListQuery {
  const rawPage = params.get('page') ?? '';
  const page = /^[1-9][0-9]{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawDepartment = params.get('department') ?? '';
  const department = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(rawDepartment) ? rawDepartment : undefined;
  return { page, department };
}

export function blogListKey({ page, department }: BlogListQuery): string {
  return `${department ?? ''}|${page}`;
}
