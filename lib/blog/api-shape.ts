/**
 * The blog API's payloads keep the field names of the original API (spec section 3:
 * blog_title, blog_image, blog_views, blog_category…); inside the app the clean shapes of
 * lib/blog/types.ts are used. These functions translate both ways. The API types are described
 * once, as yup schemas in ./api-contract.ts (the document at /api/openapi.json is made from them).
 */
import type { SanitizedHtml } from '@/lib/sanitize';
import type { BlogDetail, BlogSummary } from '@/lib/blog/types';
import type { ApiBlogDetail, ApiBlogList, ApiBlogSummary } from './api-contract';

export type { ApiBlogDetail, ApiBlogList, ApiBlogSummary };

export function toApiBlog(blog: BlogSummary): ApiBlogSummary {
  return {
    _id: String(blog.id),
    slug: blog.slug,
    blog_title: blog.titleHtml,
    title: blog.title,
    blog_image: blog.image,
    createdAt: blog.createdAt,
    blog_views: blog.views,
    blog_category: { department: blog.category.name, slug: blog.category.slug },
    excerpt: blog.excerpt,
  };
}

/**
 * One blog. The entity names its FAQ twice, `blogs_faq` (blog_faq_question, blog_faq_answer) and
 * `faq` (faq_question, faq_answer); a blog has one FAQ list, sent under both names.
 */
export function toApiBlogDetail(blog: BlogDetail): ApiBlogDetail {
  return {
    ...toApiBlog(blog),
    blog_description: blog.bodyHtml,
    author_name: {
      name: blog.author.name,
      slug: blog.author.slug,
      doctor_slug: blog.author.doctorSlug,
    },
    blogs_faq: blog.faqs.map((f) => ({
      blog_faq_question: f.question,
      blog_faq_answer: f.answerHtml,
    })),
    faq: blog.faqs.map((f) => ({ faq_question: f.question, faq_answer: f.answerHtml })),
    meta_name: blog.metaName,
    meta_description: blog.metaDescription,
    meta_tag: blog.metaTags,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Reads one list item; throws on a shape it does not know (the caller reports 'unexpected'). */
export function fromApiBlog(value: unknown): BlogSummary {
  if (
    !isRecord(value) ||
    !isString(value._id) ||
    !isString(value.slug) ||
    !isString(value.title) ||
    !isString(value.blog_title) ||
    !isString(value.blog_image) ||
    !isString(value.createdAt) ||
    typeof value.blog_views !== 'number' ||
    !isRecord(value.blog_category) ||
    !isString(value.blog_category.department) ||
    !isString(value.blog_category.slug)
  ) {
    throw new TypeError('Unexpected blog shape');
  }
  return {
    id: Number(value._id),
    slug: value.slug,
    // Our own API's answer, sanitised by the server's read before it was sent.
    titleHtml: value.blog_title as SanitizedHtml,
    title: value.title,
    image: value.blog_image,
    createdAt: value.createdAt,
    views: value.blog_views,
    category: { name: value.blog_category.department, slug: value.blog_category.slug },
    excerpt: isString(value.excerpt) ? value.excerpt : '',
  };
}

/** Reads a list answer `{ data, pagination: { total } }`; throws on anything else. */
export function fromApiBlogList(value: unknown): { items: BlogSummary[]; total: number } {
  if (!isRecord(value) || !Array.isArray(value.data) || !isRecord(value.pagination)) {
    throw new TypeError('Unexpected blog list shape');
  }
  const total = value.pagination.total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    throw new TypeError('Unexpected blog list total');
  }
  return { items: value.data.map(fromApiBlog), total };
}
