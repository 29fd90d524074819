import { and, asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { MAX_ID } from '@/lib/validation/fields';
import { parseWholeNumber } from '@/lib/validation/whole-number';

/**
 * Keyset paging for the console's lists: a page is the rows after the last row seen in the
 * list's order, by (created_at, id), so page 5,000 of 100,000 rows costs what page 1 does (an
 * index range scan on a row comparison, never OFFSET). The cursor in the URL is that row's time
 * in whole microseconds since 1970 (PostgreSQL's own precision: a JavaScript Date's milliseconds
 * would skip rows made within the same millisecond) and its id.
 */

export const STAFF_PAGE_SIZE = 50;

export type Cursor = { micros: string; id: number };

/** The column's instant as whole microseconds since 1970, in text: the cursor's first half. */
export function cursorKey(column: AnyPgColumn): SQL<string> {
  return sql<string>`((extract(epoch from ${column}) * 1000000)::bigint)::text`;
}

export function encodeCursor(row: { cursorKey: string; id: number }): string {
  return `${row.cursorKey}.${row.id}`;
}

export function decodeCursor(value: unknown): Cursor | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,17})\.(\d{1,10})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= MAX_ID ? { micros: match[1], id } : null;
}

/**
 * Rows beyond `cursor` in a list ordered by (`at`, `id`), newest first ('desc') or oldest first
 * ('asc'); no condition without a cursor.
 */
export function beyondCursor(
  at: AnyPgColumn,
  id: AnyPgColumn,
  cursor: Cursor | null,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const instant = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  return direction === 'desc'
    ? sql`(${at}, ${id}) < (${instant}, ${cursor.id})`
    : sql`(${at}, ${id}) > (${instant}, ${cursor.id})`;
}

/** A record id from a filter in the address (`?doctor=12`), or undefined when it cannot be one. */
export function positiveId(value: string | string[] | null | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? (parseWholeNumber(text, 1, MAX_ID) ?? undefined) : undefined;
}

/** The first value of a search parameter (Next gives arrays for repeated ones). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A filter of a list from the address (`?status=`, `?entity=`): its first value when it is one the
 * list knows (`known`), else none, so a stale or hand-typed value shows the whole list.
 */
export function knownParam<T extends string>(
  value: string | string[] | undefined,
  known: (value: unknown) => value is T,
): T | undefined {
  const first = firstParam(value);
  return known(first) ? first : undefined;
}

/** A search box's text, trimmed and bounded; control characters become spaces. */
export function searchText(value: string | string[] | undefined): string {
  return (firstParam(value) ?? '')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .trim()
    .slice(0, 100);
}

/** `%` and `_` typed by staff are searched for literally, not as wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A phone number as people say or copy it ('+91 98765 43210', '098765-43210', a caller id): the
 * digits the site stores (no spaces, no country code 91, no trunk 0), or null when `text` is not
 * a phone number (a reference, a name).
 */
export function phoneDigits(text: string): string | null {
  if (!/^[\d\s+().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** The search pattern for a phone column: the digits of a typed number, else the text as typed. */
export function phonePattern(text: string): string {
  return likePattern(phoneDigits(text) ?? text);
}

export type Page<T> = { rows: T[]; next: string | null };

/** Cuts one extra fetched row off and turns the last kept row into the next page's cursor. */
export function toPage<T extends { cursorKey: string; id: number }>(
  rows: T[],
  size: number,
): Page<T> {
  const more = rows.length > size;
  const kept = more ? rows.slice(0, size) : rows;
  return { rows: kept, next: more ? encodeCursor(kept[kept.length - 1]) : null };
}

/**
 * One page of a console list of rows `R`: `query` (a dynamic select of them and `cursorKey(at)`)
 * cut to the rows matching `where` beyond `cursor`, in (`at`, `id`) order, newest first unless
 * `ascending`, with one row more than the page to know whether another follows.
 */
export async function keysetPage<R>(
  query: PgSelect,
  keyset: { at: AnyPgColumn; id: AnyPgColumn; ascending?: boolean },
  where: (SQL | undefined)[],
  cursor: string | undefined,
  size: number,
): Promise<Page<R & { cursorKey: string; id: number }>> {
  const direction = keyset.ascending ? 'asc' : 'desc';
  const by = keyset.ascending ? asc : desc;
  const beyond = beyondCursor(keyset.at, keyset.id, decodeCursor(cursor), direction);
  const rows: unknown = await query
    .where(and(...where, beyond))
    .orderBy(by(keyset.at), by(keyset.id))
    .limit(size + 1);
  return toPage(rows as (R & { cursorKey: string; id: number })[], size);
}

/**
 * A search box's condition: `q` in any of `columns` and, as a phone number, in `phone`; none
 * without `q`.
 */
export function matchesSearch(
  q: string | undefined,
  columns: AnyPgColumn[],
  phone?: AnyPgColumn | null,
): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ...columns.map((column) => ilike(column, pattern)),
    phone ? ilike(phone, phonePattern(q)) : undefined,
  );
}
