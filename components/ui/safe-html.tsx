import { sanitizeHtml } from '@/lib/sanitize';

type Props = {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'span' | 'article';
};

/** Every piece of HTML that comes from content is rendered through this component. */
export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
