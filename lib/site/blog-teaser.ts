import { CUT_OFFS, truncate } from '@/lib/text';

/**
 * The home page's blog teaser (spec sections 2 and 9): the description cut to 50 characters,
 * then an ellipsis. Cut at the character, as specified, not at a word boundary.
 */
export function blogTeaser(text: string): string {
  return `${truncate(text.trim(), CUT_OFFS.blogTeaser, '')}...`;
}
