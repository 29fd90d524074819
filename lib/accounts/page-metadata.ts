import type { Metadata } from 'next';
import { buildMetadata } from '@/lib/seo/metadata';

/**
 * The metadata of an account page: personal (read per request from the session or a link), so
 * never indexed, whatever else it says.
 */
export function accountPageMetadata(title: string, description: string, path: string): Metadata {
  return buildMetadata({ title, description, path, noindex: true });
}
