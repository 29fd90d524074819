/**
 * The column shapes the tables share, so that each table states only what is its own. Each helper
 * returns fresh builders (a builder belongs to the one table it is built into); the groups are
 * spread where the table lists its columns, in the order they are written to the database.
 */
import {
  integer,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/** An instant: every time the schema keeps is a `timestamp with time zone`. */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** An instant the row records when it is written (created, received, uploaded). */
export const timestamptzNow = <TName extends string>(name: TName) =>
  timestamptz(name).notNull().defaultNow();

/** A required reference to another table's integer key. */
export const foreignId = <TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => integer(name).notNull().references(target, { onDelete });

/** A row known by its unique name (a category, a brand, a branch, a region): its key and name. */
export const namedRowColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Where a row stands in the list it is shown in, lowest first. */
export const listPosition = () => integer('position').notNull().default(0);

/** A question and its HTML answer in a page's FAQ block. */
export const faqColumns = () => ({
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  position: listPosition(),
});

/** A page's own search-engine title, description and keywords. */
export const seoMetaColumns = () => ({
  metaName: text('meta_name').notNull(),
  metaDescription: text('meta_description').notNull(),
  metaTags: text('meta_tags').array().notNull().default([]),
});

/** How to reach the person who placed an order or sent an application. */
export const contactColumns = () => ({
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

/**
 * The staff's handling of something a visitor sent (a lead, a job application): its status, which
 * starts at the list's first ('new'), the staff's note and when either last changed.
 */
export const reviewColumns = <T extends readonly ['new', ...string[]]>(statuses: T) => ({
  status: text('status', { enum: statuses }).notNull().default(statuses[0]),
  note: text('note').notNull().default(''),
  updatedAt: timestamptzNow('updated_at'),
});
