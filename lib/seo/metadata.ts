import type { Metadata } from 'next';
import { env } from '../env';

export type PageMeta = {
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. '/doctors'. */
  path: string;
  keywords?: string[];
  /** Site-relative or absolute image URL for Open Graph. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${env.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The single builder of every page's metadata: canonical link, keywords, Open Graph, robots. */
export function buildMetadata(meta: PageMeta): Metadata {
  const url = absoluteUrl(meta.path);
  const images = meta.image ? [{ url: absoluteUrl(meta.image) }] : undefined;
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords?.length ? meta.keywords : undefined,
    alternates: { canonical: url },
    openGraph: {
      title: meta.title,
      description: meta.description,
      url,
      siteName: 'Saithunga Multi-Speciality Hospital',
      locale: 'en_IN',
      type: meta.type ?? 'website',
      images,
    },
    twitter: {
      card: meta.image ? 'summary_large_image' : 'summary',
      title: meta.title,
      description: meta.description,
    },
    robots: meta.noindex ? { index: false, follow: false } : undefined,
  };
}
