import 'server-only';
import { formatInr } from '@/lib/money';
import { escapeHtml } from '@/lib/sanitize';
import type { MessageDraft } from './outbox';

/**
 * The layout every message shares (the messages are in the *-messages.ts modules): an e-mail's
 * plain-text and HTML parts, and SMS texts short enough for one message (160 characters, checked
 * by tests with the longest values the forms accept). A message carries only what its recipient
 * gave or needs (their own booking), and every value is escaped in the HTML part.
 */

export const HOSPITAL = 'Saithunga Hospital';
export const SMS_MAX = 160;

/** Whom an order's messages address and what the order cost: every kind of order has these. */
export type OrderAddressee = {
  id: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  totalPaise: number;
};

/** The addressee's fields of an order row, for a notice built from it. */
export function orderAddressee(order: OrderAddressee): OrderAddressee {
  return {
    id: order.id,
    reference: order.reference,
    name: order.name,
    email: order.email,
    phone: order.phone,
    totalPaise: order.totalPaise,
  };
}

/** One e-mail: a heading, a greeting line, labelled facts and closing lines. */
type EmailContent = {
  subject: string;
  heading: string;
  intro: string;
  facts: [label: string, value: string][];
  closing: string[];
};

export function email(content: EmailContent): Pick<MessageDraft, 'subject' | 'text' | 'html'> {
  const text = [
    content.heading,
    '',
    content.intro,
    '',
    ...content.facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...content.closing,
    '',
    `${HOSPITAL}`,
  ].join('\n');
  const rows = content.facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1b2e">
<h1 style="font-size:20px;color:#5b21b6">${escapeHtml(content.heading)}</h1>
<p>${escapeHtml(content.intro)}</p>
<table role="presentation">${rows}</table>
${content.closing.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${HOSPITAL}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}

/** Cut to `max` characters with an ellipsis, so one long name cannot push an SMS over. */
export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/** Where a refund goes and how long it takes, as every message about one says it. */
export const REFUND_ROUTE = 'the card or account you paid with (5 to 7 working days)';

/** A cancellation's refund as an e-mail fact: the amount and where it goes, or 'None'. */
export function refundFact(refundedPaise: number): [string, string] {
  return ['Refund', refundedPaise > 0 ? `${formatInr(refundedPaise)}, to ${REFUND_ROUTE}` : 'None'];
}

/** The same refund in the few words an SMS has room for. */
export function refundInBrief(refundedPaise: number): string {
  return refundedPaise > 0 ? `${formatInr(refundedPaise)} refunded` : 'no refund';
}
