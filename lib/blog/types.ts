import type { SanitizedHtml } from '@/lib/sanitize';

/**
 * Shapes of the blog reads (plain, serialisable data). Client islands import these as types
 * only; the reads themselves are server-only (lib/blog/reads.ts).
 */

export type BlogCategory = {
  id: number;
  name: string;
  slug: string;
};

/** What a card in a list needs. Titles are HTML in the database; cards show their text. */
export type BlogSummary = {
  id: number;
  slug: string;
  /** Sanitised title HTML (rendered through <SafeHtml> where HTML is shown). */
  titleHtml: SanitizedHtml;
  /** The title's plain text: cards, links and metadata. */
  title: string;
  image: string;
  /** ISO instant. */
  createdAt: string;
  views: number;
  category: { name: string; slug: string };
  /** Plain text of the body's opening, for teasers. */
  excerpt: string;
};

export type BlogPage = {
  items: BlogSummary[];
  total: number;
};

export type BlogFaq = { id: number; question: string; answerHtml: SanitizedHtml };

export type BlogAuthor = {
  name: string;
  slug: string;
  /** The author's doctor profile slug when the author is one of our doctors. */
  doctorSlug: string | null;
};

export type BlogDetail = BlogSummary & {
  /** Sanitised body HTML. */
  bodyHtml: SanitizedHtml;
  author: BlogAuthor;
  faqs: BlogFaq[];
  metaName: string;
  metaDescription: string;
  metaTags: string[];
};

/** A department with its blogs, for /blogs/{cat}. */
export type BlogCategoryListing = {
  category: BlogCategory;
  blogs: BlogSummary[];
};
