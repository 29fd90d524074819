/**
 * Keyset paging for the console's lists: a page is the rows after (or before) the last row seen
 * in the list's order, by (created_at, id), so page 5,000 of 100,000 rows costs what page 1 does
 * (an index range scan, never OFFSET). The cursor in the URL is that row's time and id.
 */

export const STAFF_PAGE_SIZE = 50;

export type Cursor = { at: Date; id: number };

export function encodeCursor(row: { createdAt: Date; id: number }): string {
  return `${row.createdAt.getTime()}.${row.id}`;
}

export function decodeCursor(value: unknown): Cursor | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,15})\.(\d{1,12})$/.exec(value);
  if (!match) return null;
  const at = new Date(Number(match[1]));
  const id = Number(match[2]);
  if (Number.isNaN(at.getTime()) || !Number.isSafeInteger(id)) return null;
  return { at, id };
}

/** The first value of a search parameter (Next gives arrays for repeated ones). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
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

export type Page<T> = { rows: T[]; next: string | null };

/** Cuts one extra fetched row off and turns the last kept row into the next page's cursor. */
export function toPage<T extends { createdAt: Date; id: number }>(
  rows: T[],
  size: number,
): Page<T> {
  const more = rows.length > size;
  const kept = more ? rows.slice(0, size) : rows;
  return { rows: kept, next: more ? encodeCursor(kept[kept.length - 1]) : null };
}
