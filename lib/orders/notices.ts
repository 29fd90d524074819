import 'server-only';
import type { Tx } from '@/lib/db/open';
import {
  noticeLabOrderCancelled,
  noticeLabReportReady,
  noticeLabSampleCollected,
} from '@/lib/notifications/lab-notice';
import { noticeOrderStatus } from '@/lib/notifications/order-notice';
import type { OrderKind } from './kinds';
import type { ActionOf } from './machines';

export type MoveContext = { at: Date; reason: string; refundedPaise: number };
export type Notice = (tx: Tx, orderId: number, move: MoveContext) => Promise<void>;

const statusChanged: Notice = (tx, id) => noticeOrderStatus(tx, id);

/**
 * The message each move sends (issue 45), queued in the transaction that makes the move
 * (lib/orders/transition.ts): the shopper hears of every pharmacy step; the lab's patient of the
 * samples taken (with when to expect the report), the report ready, or the cancellation.
 */
export const NOTICES: { [K in OrderKind]: Record<ActionOf<K>, Notice> } = {
  pharmacy: {
    approve: statusChanged,
    reject: statusChanged,
    confirm: statusChanged,
    pack: statusChanged,
    dispatch: statusChanged,
    deliver: statusChanged,
    cancel: statusChanged,
  },
  lab: {
    collect: (tx, id, move) => noticeLabSampleCollected(tx, id, move.at),
    report: (tx, id) => noticeLabReportReady(tx, id),
    cancel: (tx, id, move) => noticeLabOrderCancelled(tx, id, move.refundedPaise, move.reason),
  },
};
