import type { MetadataRoute } from 'next';
import { getSitemapEntries } from '@/lib/site/sitemap-reads';
import { absoluteUrl } from '@/lib/seo/metadata';

export const revalidate = 3600;

/** Pages without a slug, in the order a visitor meets them. */
const STATIC_PATHS: { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  { path: '/doctors', priority: 0.9 },
  { path: '/about', priority: 0.7 },
  { path: '/contactus', priority: 0.7 },
  { path: '/blog', priority: 0.7 },
  { path: '/pharmacy', priority: 0.7 },
  { path: '/lab-tests', priority: 0.7 },
  { path: '/careers', priority: 0.5 },
  { path: '/service', priority: 0.5 },
  { path: '/documentation', priority: 0.4 },
  { path: '/call-ambulance', priority: 0.5 },
  { path: '/partner', priority: 0.3 },
  { path: '/privacy', priority: 0.2 },
  { path: '/terms', priority: 0.2 },
];

/** sitemap.xml: the static pages and every department, treatment, doctor, blog and medicine. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries();
  return [
    ...STATIC_PATHS.map(({ path, priority }) => ({ url: absoluteUrl(path), priority })),
    ...entries.map((entry) => ({
      url: absoluteUrl(entry.path),
      lastModified: entry.lastModified,
      priority: 0.6,
    })),
  ];
}
