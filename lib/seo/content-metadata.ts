import type { Metadata } from 'next';
import { buildMetadata, type PageMeta } from './metadata';

/**
 * Metadata for a page whose title is stored complete (a tag record's meta_title, a department's
 * meta_name): built by buildMetadata, with the layout's ' | Saithunga Hospital' suffix left off
 * so the hospital's name is not repeated.
 */
export function storedTitleMetadata(meta: PageMeta): Metadata {
  return { ...buildMetadata(meta), title: { absolute: meta.title } };
}

/** A dynamic page asked for with an unknown slug: its not-found page is kept out of the index. */
export function notFoundMetadata(): Metadata {
  return { title: 'Page not found', robots: { index: false } };
}

/** The meta fields a content record (a department, a treatment) stores for its own page. */
type StoredMeta = {
  name: string;
  metaName: string;
  metaDescription: string;
  metaTags: string[];
  image: string;
};

/** A content record's page metadata: its meta name (or, if empty, its name) as the whole title. */
export function contentRecordMetadata(record: StoredMeta, path: string): Metadata {
  return storedTitleMetadata({
    title: record.metaName || record.name,
    description: record.metaDescription,
    keywords: record.metaTags,
    path,
    image: record.image,
  });
}
