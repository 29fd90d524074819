import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { faqColumns, foreignId, seoMetaColumns, timestamptzNow } from './columns';
import { departments } from './departments';
import { doctors } from './doctors';

export const blogAuthors = pgTable('blog_authors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** The doctor profile the author links to, when the author is one of our doctors. */
  doctorId: integer('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    titleHtml: text('title_html').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image').notNull(),
    descriptionHtml: text('description_html').notNull(),
    /** The blog category is a department. */
    departmentId: foreignId('department_id', () => departments.id, 'restrict'),
    authorId: foreignId('author_id', () => blogAuthors.id, 'restrict'),
    views: integer('views').notNull().default(0),
    ...seoMetaColumns(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('blogs_created_idx').on(t.createdAt),
    index('blogs_department_created_idx').on(t.departmentId, t.createdAt),
    index('blogs_views_idx').on(t.views),
  ],
);

export const blogFaqs = pgTable(
  'blog_faqs',
  {
    id: serial('id').primaryKey(),
    blogId: foreignId('blog_id', () => blogs.id, 'cascade'),
    ...faqColumns(),
  },
  (t) => [index('blog_faqs_blog_idx').on(t.blogId, t.position)],
);
