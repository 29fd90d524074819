import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { OrderTracking } from '@/components/self-service/order-tracking';
import type { OpenedBy } from '@/lib/self-service/guard';
import { LAB_REPORT_PATH, TRACK_ORDER_PATH } from '@/lib/self-service/links';
import { askRecordCode, enterRecordCode, leaveRecord } from '@/lib/self-service/record-actions';
import {
  openTrackedOrder,
  type TrackedKind,
  type TrackedOrders,
} from '@/lib/self-service/tracked-orders';
import { buildMetadata } from '@/lib/seo/metadata';

/** What tells /pharmacy/order (issue 16) and /lab-tests/report (issue 17) apart: their words. */
const PAGES: Record<
  TrackedKind,
  {
    title: string;
    description: string;
    path: string;
    section: { name: string; path: string };
    lead: string;
    find: { heading: string; noun: string; openLabel: string };
    referencePlaceholder: string;
  }
> = {
  pharmacy_order: {
    title: 'Track your order',
    description: 'Follow your Saithunga Pharmacy order with its reference.',
    path: TRACK_ORDER_PATH,
    section: { name: 'Pharmacy', path: '/pharmacy' },
    lead: 'See where your medicines are, with the order reference from your confirmation.',
    find: { heading: 'Find your order', noun: 'order', openLabel: 'Order' },
    referencePlaceholder: 'SPH-AB12CD34EF',
  },
  lab_order: {
    title: 'Your lab report',
    description: 'Follow your Saithunga home sample collection and download its report.',
    path: LAB_REPORT_PATH,
    section: { name: 'Lab tests', path: '/lab-tests' },
    lead: 'Follow your home sample collection and download the report, with the booking reference from your confirmation.',
    find: { heading: 'Find your lab booking', noun: 'booking', openLabel: 'Booking' },
    referencePlaceholder: 'SLB-AB12CD34EF',
  },
};

/** A tracking page's metadata: personal, so never indexed. */
export function trackedOrderMetadata(kind: TrackedKind): Metadata {
  const { title, description, path } = PAGES[kind];
  return buildMetadata({ title, description, path, noindex: true });
}

type Props<K extends TrackedKind> = {
  kind: K;
  order: (TrackedOrders[K] & { openedBy: OpenedBy }) | null | 'unavailable';
  requested: string | undefined;
  /** The open order's view, given the action that closes it. */
  view: (order: TrackedOrders[K] & { openedBy: OpenedBy }, leave: () => Promise<void>) => ReactNode;
};

/**
 * A patient's order tracking page (issue 45), whatever the kind: find the order by its reference
 * and phone number, prove it with the one-time code, then follow it (OrderTracking).
 */
export function TrackedOrderPage<K extends TrackedKind>({
  kind,
  order,
  requested,
  view,
}: Props<K>) {
  const page = PAGES[kind];
  const leave = leaveRecord.bind(null, kind);
  return (
    <OrderTracking
      order={order}
      requested={requested}
      hero={{
        title: page.title,
        trail: [page.section, { name: page.title, path: page.path }],
        lead: page.lead,
      }}
      find={page.find}
      access={{
        referencePlaceholder: page.referencePlaceholder,
        askCode: askRecordCode.bind(null, kind),
        enterCode: enterRecordCode.bind(null, kind),
      }}
      view={(open) => view(open, leave)}
    />
  );
}

/**
 * The page of a kind (its page.tsx's default export): the reference the address asks for and the
 * order open in this browser (openTrackedOrder), shown by `view`.
 */
export function trackedOrderPage<K extends TrackedKind>(kind: K, view: Props<K>['view']) {
  return async function TrackedOrderRoute({
    searchParams,
  }: {
    searchParams: Promise<{ reference?: string | string[] }>;
  }) {
    const { order, requested } = await openTrackedOrder(kind, (await searchParams).reference);
    return <TrackedOrderPage kind={kind} order={order} requested={requested} view={view} />;
  };
}
