import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { callbackRequests, contactMessages } from '@/lib/db/schema';
import {
  cursorKey,
  keysetPage,
  matchesSearch,
  STAFF_PAGE_SIZE,
  type Page,
} from '@/lib/staff/paging';
import type { LeadStatus } from './status';

/**
 * The front desk's queues of leads (issue 15): callback requests and contact messages, filtered
 * by status, searched by name, phone or e-mail, paged by keyset. New ones come oldest first (the
 * one waiting longest is called first); the other views newest first.
 */

export const LEAD_KINDS = ['callback', 'message'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export type LeadRow = {
  id: number;
  kind: LeadKind;
  name: string;
  /** A callback's phone number, or a message's e-mail. */
  contact: string;
  email: string;
  /** A callback's complaint and page, or a message's text. */
  subject: string;
  detail: string;
  status: LeadStatus;
  note: string;
  createdAt: Date;
  updatedAt: Date;
};

export type LeadFilters = { status?: LeadStatus; q?: string; cursor?: string };

function columns(kind: LeadKind) {
  if (kind === 'callback') {
    const t = callbackRequests;
    return {
      table: t,
      select: {
        id: t.id,
        name: t.patientName,
        contact: t.contactNumber,
        email: t.email,
        subject: t.disease,
        detail: t.address,
        page: t.pageName,
        status: t.status,
        note: t.note,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
      },
      searched: [t.patientName, t.email],
      phone: t.contactNumber,
    };
  }
  const t = contactMessages;
  return {
    table: t,
    select: {
      id: t.id,
      name: t.name,
      contact: t.email,
      email: t.email,
      subject: t.message,
      detail: t.message,
      page: t.email,
      status: t.status,
      note: t.note,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    searched: [t.name, t.email],
    phone: null,
  };
}

type Selected = {
  id: number;
  name: string;
  contact: string;
  email: string;
  subject: string;
  detail: string;
  page: string;
  status: LeadStatus;
  note: string;
  createdAt: Date;
  updatedAt: Date;
};

function toRow(kind: LeadKind, r: Selected): LeadRow {
  return {
    id: r.id,
    kind,
    name: r.name,
    contact: r.contact,
    email: r.email,
    subject: r.subject,
    detail: kind === 'callback' ? `${r.detail}\nFrom page: ${r.page}` : r.detail,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Oldest first for the new ones; newest first otherwise. */
export function oldestFirst(filters: LeadFilters): boolean {
  return filters.status === 'new';
}

export async function listLeads(
  db: Db,
  kind: LeadKind,
  filters: LeadFilters,
  size = STAFF_PAGE_SIZE,
): Promise<Page<LeadRow>> {
  const { table, select, searched, phone } = columns(kind);
  const query = db
    .select({ ...select, cursorKey: cursorKey(table.createdAt) })
    .from(table)
    .$dynamic();
  const where = [
    filters.status ? eq(table.status, filters.status) : undefined,
    matchesSearch(filters.q, searched, phone),
  ];
  const keyset = { at: table.createdAt, id: table.id, ascending: oldestFirst(filters) };
  const page = await keysetPage<Selected>(query, keyset, where, filters.cursor, size);
  return { rows: page.rows.map((r) => toRow(kind, r)), next: page.next };
}

export async function getLead(db: Db, kind: LeadKind, id: number): Promise<LeadRow | null> {
  const { table, select } = columns(kind);
  const [row] = await db.select(select).from(table).where(eq(table.id, id)).limit(1);
  return row ? toRow(kind, row as Selected) : null;
}

/** New leads of each kind, for the console's navigation. */
export async function countNewLeads(db: Db): Promise<Record<LeadKind, number>> {
  const [[callbacks], [messages]] = await Promise.all([
    db.select({ n: count() }).from(callbackRequests).where(eq(callbackRequests.status, 'new')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
  ]);
  return { callback: Number(callbacks.n), message: Number(messages.n) };
}
