import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => blogAuthors.id, { onDelete: 'restrict' }),
    views: integer('views').notNull().default(0),
    metaName: text('meta_name').notNull(),
    metaDescription: text('meta_description').notNull(),
    metaTags: text('meta_tags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answerHtml: text('answer_html').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('blog_faqs_blog_idx').on(t.blogId, t.position)],
);
