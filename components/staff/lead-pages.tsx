import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { parseId } from '@/lib/api/handler';
import { getLeadById, getLeadList } from '@/lib/leads/console-reads';
import type { LeadKind } from '@/lib/leads/queue';
import {
  isLeadStatus,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '@/lib/leads/status';
import { firstParam, searchText } from '@/lib/staff/paging';
import { requireStaff } from '@/lib/staff/current';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { FactsPanel } from './facts';
import { LeadForm } from './lead-form';
import { labelledOptions } from './list-filters';
import { ExportLink, ListToolbar, Pager, StatusBadge, type BadgeTone } from './list-parts';
import styles from './staff.module.css';

/** The front desk's two queues share one list and one detail page; these say which. */
const KIND = {
  callback: {
    title: 'Callback requests',
    one: 'Callback request',
    base: '/staff/callbacks',
    contact: 'Phone',
    subject: 'Complaint',
    search: 'Search name, phone or e-mail',
  },
  message: {
    title: 'Contact messages',
    one: 'Contact message',
    base: '/staff/messages',
    contact: 'E-mail',
    subject: 'Message',
    search: 'Search name or e-mail',
  },
} as const;

export const leadTitle = (kind: LeadKind) => KIND[kind].title;
export const leadOneTitle = (kind: LeadKind) => KIND[kind].one;

const TONE: Record<LeadStatus, BadgeTone> = { new: 'new', contacted: 'plain', closed: 'done' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The status filter: 'new' unless another (or 'all') is chosen. */
function statusFilter(value: string | undefined): LeadStatus | undefined {
  if (value === 'all') return undefined;
  return isLeadStatus(value) ? value : 'new';
}

export async function LeadListPage({
  kind,
  searchParams,
}: {
  kind: LeadKind;
  searchParams: SearchParams;
}) {
  await requireStaff('leads');
  const params = await searchParams;
  const rawStatus = firstParam(params.status);
  const status = statusFilter(rawStatus);
  const q = searchText(params.q);
  const cursor = firstParam(params.cursor);
  const page = await getLeadList(kind, { status, q, cursor });
  const k = KIND[kind];
  return (
    <>
      <h1 className={styles.title}>{k.title}</h1>
      <ListToolbar
        action={k.base}
        q={q}
        status={status ?? 'all'}
        searchLabel={k.search}
        statuses={[
          ...labelledOptions(LEAD_STATUSES, LEAD_STATUS_LABELS),
          { value: 'all', label: 'All' },
        ]}
      />
      {page.rows.length === 0 ? (
        <p className={styles.empty}>Nothing here{q ? ` matches “${q}”` : ''}.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {k.title}, {status ? LEAD_STATUS_LABELS[status].toLowerCase() : 'all'}
              {status === 'new' ? ', oldest first' : ', newest first'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">{k.contact}</th>
                <th scope="col">{k.subject}</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((lead) => (
                <tr key={lead.id}>
                  <td>{formatIndiaDateTime(lead.createdAt)}</td>
                  <td>
                    <Link href={`${k.base}/${lead.id}`}>{lead.name}</Link>
                  </td>
                  <td>{lead.contact}</td>
                  <td>
                    <span className={styles.clip}>{lead.subject}</span>
                  </td>
                  <td>
                    <StatusBadge label={LEAD_STATUS_LABELS[lead.status]} tone={TONE[lead.status]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ExportLink
        list={kind === 'callback' ? 'callbacks' : 'messages'}
        params={{ status: status ?? 'all', q }}
      />
      <Pager
        base={k.base}
        params={{ status: status ?? 'all', q }}
        next={page.next}
        isFirst={!cursor}
      />
    </>
  );
}

export async function LeadDetailPage({
  kind,
  params,
}: {
  kind: LeadKind;
  params: Promise<{ id: string }>;
}) {
  await requireStaff('leads');
  const id = parseId((await params).id);
  if (!id) notFound();
  const lead = await getLeadById(kind, id);
  if (!lead) notFound();
  const k = KIND[kind];
  return (
    <>
      <Link href={k.base} className={styles.back}>
        ← {k.title}
      </Link>
      <h1 className={styles.title}>
        {k.one} from {lead.name}
      </h1>
      <FactsPanel
        id="lead-facts"
        heading="Details"
        facts={[
          {
            term: 'Status',
            detail: (
              <StatusBadge label={LEAD_STATUS_LABELS[lead.status]} tone={TONE[lead.status]} />
            ),
          },
          { term: 'Received', detail: formatIndiaDateTime(lead.createdAt) },
          { term: 'Name', detail: lead.name },
          { term: k.contact, detail: lead.contact },
          kind === 'callback' && lead.email ? { term: 'E-mail', detail: lead.email } : null,
          { term: k.subject, detail: kind === 'callback' ? lead.subject : lead.detail },
          kind === 'callback' ? { term: 'Address', detail: lead.detail } : null,
        ]}
      />
      <section className={styles.panel} aria-labelledby="lead-work">
        <h2 id="lead-work" className={styles.subtitle}>
          Desk work
        </h2>
        <LeadForm kind={kind} id={lead.id} status={lead.status} note={lead.note} />
      </section>
    </>
  );
}
