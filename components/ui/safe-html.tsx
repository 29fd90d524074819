import type { SanitizedHtml } from '@/lib/sanitize';

type Props = {
  /** Made by sanitizeHtml in the read that loaded it (lib/sanitize.ts). */
  html: SanitizedHtml | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'span' | 'article';
};

/** Every piece of HTML that comes from content is rendered through this component, already sanitised. */
export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
