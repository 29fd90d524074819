/** The header menu, in the spec's order. 'departments' marks where the Departments dropdown goes. */
export type NavItem =
  { kind: 'link'; href: string; label: string } | { kind: 'departments'; label: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'link', href: '/', label: 'Home' },
  { kind: 'link', href: '/about', label: 'About Us' },
  { kind: 'departments', label: 'Departments' },
  { kind: 'link', href: '/doctors', label: 'Our Doctors' },
  { kind: 'link', href: '/pharmacy', label: 'Pharmacy' },
  { kind: 'link', href: '/blog', label: 'Blogs' },
  { kind: 'link', href: '/careers', label: 'Careers' },
  { kind: 'link', href: '/contactus', label: 'Contact Us' },
];

export const departmentHref = (slug: string) => `/department/${slug}`;

/** True when `href` is the current page or, for section roots, an ancestor of it. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
