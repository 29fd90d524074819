import { Link } from '@/components/ui/link';
import { PURPOSE_WORDS } from '@/lib/accounts/consent-purposes';
import type { PrivacyRequestRow } from '@/lib/accounts/staff-privacy';
import { REQUEST_KIND_LABELS, shortHash } from '@/lib/accounts/privacy-request-kinds';
import type { PrivacyRequestKind } from '@/lib/accounts/privacy-requests';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import { FactsPanel } from './facts';
import { HeadedTable, ListTable, Pager, StatusBadge } from './list-parts';
import styles from './staff.module.css';

/**
 * The console's privacy requests (issue 46): the list with a filter by kind, and one request
 * with the consent ledger of its phone hash. Only what the rows hold: no name, number or address.
 */

export const PRIVACY_REQUESTS_PATH = '/staff/privacy-requests';

const KINDS = Object.keys(REQUEST_KIND_LABELS) as PrivacyRequestKind[];

const account = (row: { accountId: number | null }) =>
  row.accountId === null ? 'Erased' : `Account ${row.accountId}`;

export function PrivacyRequestList({
  rows,
  kind,
  next,
  isFirst,
}: {
  rows: readonly PrivacyRequestRow[];
  kind?: PrivacyRequestKind;
  next: string | null;
  isFirst: boolean;
}) {
  return (
    <>
      <h1 className={styles.title}>Privacy requests</h1>
      <nav aria-label="Kind of request" className={styles.toolbar}>
        {[undefined, ...KINDS].map((k) => (
          <Link
            key={k ?? 'all'}
            href={k ? `${PRIVACY_REQUESTS_PATH}?kind=${k}` : PRIVACY_REQUESTS_PATH}
            className="btn btn-outline btn-sm"
            aria-current={k === kind ? 'page' : undefined}
          >
            {k ? REQUEST_KIND_LABELS[k] : 'All'}
          </Link>
        ))}
      </nav>
      <ListTable
        label={`Privacy requests, ${kind ? REQUEST_KIND_LABELS[kind].toLowerCase() : 'all'}, newest first`}
        rows={rows}
        rowKey={(row) => row.id}
        empty="No requests yet."
        columns={[
          {
            heading: 'Received',
            cell: (row) => (
              <Link href={`${PRIVACY_REQUESTS_PATH}/${row.id}`}>
                {formatIndiaDateTime(row.createdAt)}
              </Link>
            ),
          },
          { heading: 'Kind', cell: (row) => REQUEST_KIND_LABELS[row.kind] },
          {
            heading: 'Status',
            cell: (row) => (
              <StatusBadge
                label={row.status === 'done' ? 'Done' : 'Refused'}
                tone={row.status === 'done' ? 'done' : 'stopped'}
              />
            ),
          },
          { heading: 'Account', cell: account },
          { heading: 'Phone hash', cell: (row) => <code>{shortHash(row.phoneHash)}</code> },
          { heading: 'Outcome', cell: (row) => <span className={styles.clip}>{row.outcome}</span> },
        ]}
      />
      <Pager
        base={PRIVACY_REQUESTS_PATH}
        params={kind ? { kind } : {}}
        next={next}
        isFirst={isFirst}
      />
    </>
  );
}

type Detail = PrivacyRequestRow & {
  details: Record<string, unknown>;
  ledger: {
    id: number;
    purpose: keyof typeof PURPOSE_WORDS;
    granted: boolean;
    noticeVersion: string;
    at: Date;
  }[];
};

export function PrivacyRequestDetail({ request }: { request: Detail }) {
  return (
    <>
      <Link href={PRIVACY_REQUESTS_PATH} className={styles.back}>
        ← Privacy requests
      </Link>
      <h1 className={styles.title}>
        {REQUEST_KIND_LABELS[request.kind]} of {formatIndiaDateTime(request.createdAt)}
      </h1>
      <FactsPanel
        id="request-facts"
        heading="Request"
        facts={[
          { term: 'Status', detail: request.status === 'done' ? 'Done' : 'Refused' },
          { term: 'Account', detail: account(request) },
          { term: 'Phone hash', detail: <code>{request.phoneHash}</code> },
          { term: 'Outcome', detail: request.outcome },
          ...Object.entries(request.details).map(([term, value]) => ({
            term,
            detail: typeof value === 'string' ? value : JSON.stringify(value),
          })),
        ]}
      />
      <HeadedTable
        id="ledger"
        title="Consent ledger of this phone hash"
        rows={request.ledger}
        rowKey={(row) => row.id}
        empty="No consent recorded."
        columns={[
          { heading: 'When', cell: (row) => formatIndiaDateTime(row.at) },
          { heading: 'Purpose', cell: (row) => PURPOSE_WORDS[row.purpose].title },
          { heading: 'Consent', cell: (row) => (row.granted ? 'Given' : 'Withdrawn') },
          { heading: 'Notice', cell: (row) => row.noticeVersion },
        ]}
      />
    </>
  );
}
