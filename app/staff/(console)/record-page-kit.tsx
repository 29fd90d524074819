import type { ReactNode } from 'react';
import { RecordList, type RecordColumn } from '@/components/staff/record-list';
import { PublishedEditPage, RecordFormPage } from '@/components/staff/record-page';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/current';
import {
  requireRecord,
  requireSearch,
  type ListPageProps,
  type RecordPageProps,
} from '@/lib/staff/record-page';
import type { StaffArea } from '@/lib/staff/roles';

/**
 * The console's pages for the records editors keep (issue 45): a list, an 'add' page and an edit
 * page are each one function (recordListPage, newRecordPage, editRecordPage) that every kind of
 * record fills in with its words, its reads and its fields, instead of a near-identical page
 * file per kind. The entries are in record-list-pages.tsx, record-new-pages.tsx and
 * record-edit-pages.tsx; each page.tsx names its metadata and its entry.
 */

export type Db = Awaited<ReturnType<typeof getDb>>;
export type Back = { href: string; label: string };
export type Action = React.ComponentProps<typeof RecordFormPage>['action'];

/**
 * A list of records (RecordList): the staff member may use `area`; with `search`, the list is of
 * the records matching the address's `?q=`.
 */
export function recordListPage<Row extends { id: number }>(spec: {
  area: StaffArea;
  title: string;
  path: string;
  addLabel: string;
  label?: string;
  search?: { label: string; noun: string };
  list: (db: Db, q: string) => Promise<readonly Row[]>;
  columns: RecordColumn<Row>[];
}) {
  return async function RecordListPage({ searchParams }: ListPageProps) {
    const { search, list, area, ...page } = spec;
    let q = '';
    if (search) q = await requireSearch(area, searchParams);
    else await requireStaff(area);
    const rows = await list(await getDb(), q);
    return <RecordList {...page} search={search ? { ...search, q } : undefined} rows={rows} />;
  };
}

/** An 'add' page (RecordFormPage), with the choices its fields offer read first. */
export function newRecordPage<Choices>(spec: {
  area: StaffArea;
  choices?: (db: Db) => Promise<Choices>;
  back: Back;
  title: string;
  intro: string;
  label: string;
  action: Action;
  submit: string;
  fields: (choices: Choices) => ReactNode;
}) {
  return async function NewRecordPage() {
    const { area, choices, fields, ...page } = spec;
    await requireStaff(area);
    const offered = choices ? await choices(await getDb()) : (undefined as Choices);
    return <RecordFormPage {...page}>{fields(offered)}</RecordFormPage>;
  };
}

/** The edit page of a record the site publishes (PublishedEditPage), the record read by `load`. */
export function editRecordPage<Record extends { id: number; slug: string }>(spec: {
  load: (db: Db, id: number) => Promise<Record | null>;
  back: Back;
  title: (record: Record) => string;
  publicPath: string;
  note?: ReactNode;
  label: string;
  action: Action;
  fields: (record: Record) => ReactNode;
}) {
  return async function EditRecordPage({ params }: RecordPageProps) {
    const { load, title, publicPath, fields, ...page } = spec;
    const record = await requireRecord('content', params, load);
    return (
      <PublishedEditPage
        {...page}
        record={record}
        title={title(record)}
        publicPath={`${publicPath}/${record.slug}`}
      >
        {fields(record)}
      </PublishedEditPage>
    );
  };
}

export const DOCTORS: Back = { href: '/staff/doctors', label: 'Doctors' };
export const TREATMENTS: Back = { href: '/staff/treatments', label: 'Treatments' };
export const DEPARTMENTS: Back = { href: '/staff/departments', label: 'Departments' };
export const BLOGS: Back = { href: '/staff/blogs', label: 'Blog posts' };
export const MEDICINES: Back = { href: '/staff/medicines', label: 'Medicines and stock' };

export const listOf = (back: Back) => ({ title: back.label, path: back.href });
export const searched = (area: StaffArea, label: string, noun: string) => ({
  area,
  search: { label, noun },
});
