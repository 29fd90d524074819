/**
 * Cache tag names for every tagged read (lib/<domain>/reads.ts). A content change revalidates by
 * these names (POST /api/revalidate, which expires them at once), so readers and writers share
 * them.
 */
export const TAGS = {
  /** Site settings, contact settings and branches: everything the header and footer show. */
  site: 'site',
  branches: 'branches',
  contact: 'contact',
  departments: 'departments',
  treatments: 'treatments',
  doctors: 'doctors',
  blogs: 'blogs',
  careers: 'careers',
  pharmacy: 'pharmacy',
  seo: 'seo',
  /** Home page content: banners, video testimonials, advertisement, FAQ, statistics. */
  home: 'home',
  /** About page content: header blocks, CTAs, values (also 'Choose us' on home), mission, team. */
  about: 'about',
  /** The lab-test area: its banner ads (main_ad, secondary_image) and its tests and packages. */
  lab: 'lab',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

export const departmentTag = (slug: string) => `department:${slug}`;
export const treatmentTag = (slug: string) => `treatment:${slug}`;
export const doctorTag = (slug: string) => `doctor:${slug}`;
export const blogTag = (slug: string) => `blog:${slug}`;
export const medicineTag = (slug: string) => `medicine:${slug}`;
export const labTestTag = (slug: string) => `lab-test:${slug}`;
/** A department's blog list (/blogs/{cat} and the filtered /blog list). */
export const blogCategoryTag = (departmentSlug: string) => `blogs:category:${departmentSlug}`;
/** One page-type tag record (seo_tags.type, e.g. 'Blog', 'Careers'). */
export const seoTag = (type: string) => `seo:${type}`;
