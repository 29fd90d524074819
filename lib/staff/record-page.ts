import 'server-only';
import { notFound } from 'next/navigation';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/open';
import { requireStaff } from './current';
import { searchText } from './paging';
import type { StaffArea } from './roles';

/** What Next gives a console page at /staff/<list>/[id]. */
export type RecordPageProps = { params: Promise<{ id: string }> };

/** What Next gives a console list page: its address's search parameters. */
export type ListPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The start of every console page about one record: the staff member may use `area` (else the
 * sign-in page or 403), the address's id is a record id and `load` finds that record (else 404).
 */
export async function requireRecord<T>(
  area: StaffArea,
  params: RecordPageProps['params'],
  load: (db: Db, id: number) => Promise<T | null>,
): Promise<T> {
  await requireStaff(area);
  const id = parseId((await params).id);
  if (!id) notFound();
  const record = await load(await getDb(), id);
  if (!record) notFound();
  return record;
}

/**
 * The start of a console list with a search box: the staff member may use `area` (else the
 * sign-in page or 403); the search text of `?q=` (trimmed, '' when there is none).
 */
export async function requireSearch(
  area: StaffArea,
  searchParams: ListPageProps['searchParams'],
): Promise<string> {
  await requireStaff(area);
  return searchText((await searchParams).q);
}
