/**
 * /blogs/{cat}: the category slug is the department name with its spaces as dashes
 * (the route turns them back into spaces to find the department).
 */
export function categoryParam(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function categoryHref(name: string): string {
  return `/blogs/${encodeURIComponent(categoryParam(name))}`;
}
