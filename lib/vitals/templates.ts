/**
 * The public site's page templates: the route pattern of every page under app/(site), as Next
 * names it (route groups left out), the only page a vitals beacon may name. A page's address
 * (its slug, its query) is never sent: the browser turns it back into its pattern here. A test
 * holds this list to the page files on disk (tests/vitals/templates.test.ts). The staff console
 * does not report.
 */

export const PAGE_TEMPLATES = [
  '/',
  '/about',
  '/account',
  '/account/addresses',
  '/account/family',
  '/account/notice',
  '/account/privacy',
  '/account/privacy/erased',
  '/account/settings',
  '/account/sign-in',
  '/account/sign-in/link',
  '/account/verify-email',
  '/addtocart/appointment',
  '/api-docs',
  '/appointment/manage',
  '/blog',
  '/blog/[blogname]',
  '/blogs/[cat]',
  '/call-ambulance',
  '/careers',
  '/category/[pharmacat]',
  '/consult/[reference]',
  '/contactus',
  '/department/[dname]',
  '/docprofile/[docname]',
  '/doctors',
  '/documentation',
  '/features',
  '/forms/[form]',
  '/lab-tests',
  '/lab-tests/[slug]',
  '/lab-tests/booked',
  '/lab-tests/cart',
  '/lab-tests/report',
  '/partner',
  '/payment-success',
  '/pharmacy',
  '/pharmacy/[medname]',
  '/pharmacy/addtocart',
  '/pharmacy/delivery',
  '/pharmacy/order',
  '/pharmacy/search',
  '/prescriptions/verify',
  '/privacy',
  '/service',
  '/terms',
  '/treatment/[tname]',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export function isPageTemplate(value: unknown): value is PageTemplate {
  return typeof value === 'string' && (PAGE_TEMPLATES as readonly string[]).includes(value);
}

/**
 * The template of the page at `pathname` whose dynamic segments are `params` (Next's
 * useParams): each segment holding a parameter's value becomes `[name]`; null when the result is
 * no page of the list (a 404 at an unknown address, the console).
 */
export function templateOf(
  pathname: string,
  params: Record<string, string | string[] | undefined>,
): PageTemplate | null {
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') byValue.set(value, name);
  }
  const decode = (segment: string) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  };
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const name = byValue.get(segment) ?? byValue.get(decode(segment));
      return name ? `[${name}]` : segment;
    });
  const template = `/${segments.join('/')}`;
  return isPageTemplate(template) ? template : null;
}
