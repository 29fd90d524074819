import { visitLabel } from '@/lib/booking/attendance';
import {
  DAY_SHEET_LIMIT,
  daySheet,
  searchAppointments,
  type AppointmentRow,
} from '@/lib/booking/staff-appointments';
import { listApplications } from '@/lib/careers/staff-applications';
import { indiaToday, isIsoDate } from '@/lib/time/india';
import { isApplicationStatus } from '@/lib/careers/application-status';
import type { Db } from '@/lib/db/open';
import { listLeads, type LeadKind } from '@/lib/leads/queue';
import { isLeadStatus } from '@/lib/leads/status';
import { listOrders, orderStatusFilter } from '@/lib/pharmacy/staff-orders';
import { isAuditEntity, listAudit } from './audit-queries';
import type { Page } from './paging';
import { positiveId, searchText } from './paging';
import type { StaffArea } from './roles';

/**
 * The console's lists as CSV: each export reads the same filters as its page (from the same
 * query string) and walks the list's keyset pages, so a filtered export of 100,000 rows costs no
 * more per row than the first page. Money is in rupees, times in ISO 8601 (UTC).
 */

type Params = URLSearchParams;
type Export = {
  area: StaffArea;
  headers: string[];
  page: (db: Db, params: Params, cursor: string | undefined) => Promise<Page<unknown[]>>;
};

/** The rows each read of an export asks for. */
const EXPORT_PAGE_SIZE = 500;

const mapped = async <T>(page: Promise<Page<T>>, cells: (row: T) => unknown[]) => {
  const { rows, next } = await page;
  return { rows: rows.map(cells), next };
};

/**
 * An export of one keyset list: the filters its page reads from the query string, the list's
 * read, and each row's cells under `headers`.
 */
function listExport<F, T>(list: {
  area: StaffArea;
  headers: string[];
  filters: (params: Params) => F;
  read: (db: Db, filters: F & { cursor?: string }, size: number) => Promise<Page<T>>;
  cells: (row: T) => unknown[];
}): Export {
  return {
    area: list.area,
    headers: list.headers,
    page: (db, params, cursor) =>
      mapped(list.read(db, { ...list.filters(params), cursor }, EXPORT_PAGE_SIZE), list.cells),
  };
}

function leadExport(kind: LeadKind): Export {
  return listExport({
    area: 'leads',
    headers: [
      'Received',
      'Name',
      kind === 'callback' ? 'Phone' : 'E-mail',
      'Subject',
      'Status',
      'Note',
    ],
    filters: (params) => {
      const raw = params.get('status') ?? 'new';
      const status = raw === 'all' ? undefined : isLeadStatus(raw) ? raw : 'new';
      return { status, q: searchText(params.get('q') ?? '') };
    },
    read: (db, filters, size) => listLeads(db, kind, filters, size),
    cells: (r) => [r.createdAt, r.name, r.contact, r.subject, r.status, r.note],
  });
}

export const EXPORTS: Record<string, Export> = {
  callbacks: leadExport('callback'),
  messages: leadExport('message'),
  orders: listExport({
    area: 'pharmacy_orders',
    headers: ['Placed', 'Reference', 'Name', 'Phone', 'Pincode', 'Total (INR)', 'Status'],
    filters: (params) => ({
      status: orderStatusFilter(params.get('status')),
      q: searchText(params.get('q') ?? ''),
    }),
    read: listOrders,
    cells: (r) => [
      r.createdAt,
      r.reference,
      r.name,
      r.phone,
      r.pincode,
      r.totalPaise / 100,
      r.status,
    ],
  }),
  applications: listExport({
    area: 'applications',
    headers: ['Received', 'Job', 'Name', 'E-mail', 'Phone', 'Status', 'Note'],
    filters: (params) => {
      const raw = params.get('status');
      return {
        jobId: positiveId(params.get('job')),
        status: isApplicationStatus(raw) ? raw : undefined,
        q: searchText(params.get('q') ?? ''),
      };
    },
    read: listApplications,
    cells: (r) => [r.createdAt, r.jobTitle, r.name, r.email, r.phone, r.status, r.note],
  }),
  appointments: {
    area: 'appointments',
    headers: [
      'Date',
      'Time',
      'Doctor',
      'Branch',
      'Patient',
      'Phone',
      'Reference',
      'Paid (INR)',
      'Status',
    ],
    page: async (db, params, cursor) => {
      const cells = (r: AppointmentRow) => [
        r.slotDate,
        r.slotTime,
        r.doctorName,
        r.branchName ?? '',
        r.patientName,
        r.phone,
        r.reference,
        r.amountPaise / 100,
        visitLabel(r),
      ];
      const q = searchText(params.get('q') ?? '');
      if (q) return mapped(searchAppointments(db, { q, cursor }, EXPORT_PAGE_SIZE), cells);
      // The day sheet, the whole day, in pages of the sheet's size (the cursor is the offset).
      const date = params.get('date') ?? '';
      const offset = Number(cursor ?? 0);
      const { rows, cutShort } = await daySheet(
        db,
        {
          date: isIsoDate(date) ? date : indiaToday(),
          doctorId: positiveId(params.get('doctor')),
          branchId: positiveId(params.get('branch')),
        },
        DAY_SHEET_LIMIT,
        offset,
      );
      return { rows: rows.map(cells), next: cutShort ? String(offset + rows.length) : null };
    },
  },
  audit: listExport({
    area: 'audit',
    headers: ['When', 'Who', 'Role', 'Action', 'Record', 'Id', 'Changes'],
    filters: (params) => {
      const entity = params.get('entity');
      return {
        staffId: positiveId(params.get('staff')),
        entity: isAuditEntity(entity) ? entity : undefined,
      };
    },
    read: listAudit,
    cells: (r) => [
      r.createdAt,
      r.staffName,
      r.staffRole,
      r.action,
      r.entity,
      r.entityId,
      JSON.stringify(r.changes),
    ],
  }),
};

/** The most rows one export holds: a bound on one request's work. */
export const EXPORT_MAX_ROWS = 100_000;
