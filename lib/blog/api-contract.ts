/**
 * The answers of the blog calls (lib/blog/api-shape.ts), described once: the document at
 * /api/openapi.json converts these schemas, and the API types of api-shape.ts are their
 * InferType, so the documented shape and the one sent cannot differ.
 */
import { object, type InferType } from 'yup';
import {
  apiId,
  html,
  link,
  list,
  nullableText,
  text,
  texts,
  whole,
} from '@/lib/api/openapi/answer-fields';

const blogSummaryFields = {
  _id: apiId(),
  slug: text(),
  blog_title: html('Sanitised title HTML'),
  title: text('The title as plain text'),
  blog_image: link(),
  createdAt: text('ISO instant').meta({ jsonSchema: { format: 'date-time' } }),
  blog_views: whole(),
  blog_category: object({ department: text('The department name'), slug: text() }),
  excerpt: text('Plain text from the start of the body'),
};

export const apiBlogSummarySchema = object(blogSummaryFields);

export const apiBlogDetailSchema = object({
  ...blogSummaryFields,
  blog_description: html('Sanitised body HTML'),
  author_name: object({
    name: text(),
    slug: text(),
    doctor_slug: nullableText("The author's doctor profile slug, when the author is our doctor"),
  }),
  blogs_faq: list(object({ blog_faq_question: text(), blog_faq_answer: html() })).meta({
    description: "The FAQ in the entity's other names (the same list as `faq`)",
  }),
  faq: list(object({ faq_question: text(), faq_answer: html() })),
  meta_name: text(),
  meta_description: text(),
  meta_tag: texts(),
});

export const blogListAnswerSchema = object({
  data: list(apiBlogSummarySchema),
  pagination: object({
    total: whole('Blogs matching the query'),
    page: whole(),
    limit: whole(),
    totalPages: whole(),
  }),
});

export const recentBlogsAnswerSchema = object({ data: list(apiBlogSummarySchema) });

export const blogOneAnswerSchema = object({ data: apiBlogDetailSchema });

export const blogViewAnswerSchema = object({ views: whole("The blog's views, this one counted") });

export type ApiBlogSummary = InferType<typeof apiBlogSummarySchema>;
export type ApiBlogDetail = InferType<typeof apiBlogDetailSchema>;
export type ApiBlogList = InferType<typeof blogListAnswerSchema>;
