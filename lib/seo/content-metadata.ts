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
