'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { carryPrescription } from '@/components/cart/cart-prescription';
import type { CartLine } from '@/components/cart/cart-store';
import { ActionNote } from './action-note';
import { askAccount } from './ask-account';
import { putInCart, toCartLine } from './reorder-cart';
import styles from './order-documents.module.css';

/**
 * The documents of one record on the account's timeline, and a pharmacy order's 'Reorder'
 * (issue 46): links to the signed-in owner's PDFs (a pharmacy order's GST invoice, every
 * payment's receipt), and a button that asks the server for the order's lines at today's prices
 * and stock, puts them in the cart, then opens the cart; what could not be put back is listed.
 */

export type OrderDocumentsProps = {
  kind: 'pharmacy' | 'lab' | 'appointment';
  reference: string;
  /** The pharmacy order has its tax invoice (issued at the sale). */
  hasInvoice?: boolean;
};

type ReorderData = {
  lines: (CartLine & { askedQuantity: number })[];
  leftOut: { id: number; name: string; reason: string }[];
  prescription: {
    needed: boolean;
    reused: { token: string; name: string }[];
    message: string | null;
  };
};

const CART_PATH = '/pharmacy/addtocart';

function documentPath(kind: OrderDocumentsProps['kind'], reference: string, file: string) {
  const base = kind === 'appointment' ? 'appointments' : 'orders';
  return `/api/account/${base}/${encodeURIComponent(reference)}/${file}`;
}

export function OrderDocuments({ kind, reference, hasInvoice = false }: OrderDocumentsProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; leftOut: string[]; toCart: boolean } | null>(
    null,
  );

  async function reorder() {
    setBusy(true);
    const answer = await askAccount<ReorderData>(
      `/api/account/orders/${encodeURIComponent(reference)}/reorder`,
      { method: 'POST' },
    );
    if (typeof answer === 'string') {
      setBusy(false);
      setNote({ text: answer, leftOut: [], toCart: false });
      return;
    }
    const lines: CartLine[] = answer.lines.map(toCartLine);
    if (lines.length > 0) await putInCart(lines);
    carryPrescription(answer.prescription.reused);
    const fewer = answer.lines
      .filter((l) => l.quantity < l.askedQuantity)
      .map((l) => `${l.name}: ${l.quantity} of ${l.askedQuantity} (what is in stock)`);
    const leftOut = [...answer.leftOut.map((l) => `${l.name}: ${l.reason}`), ...fewer];
    setBusy(false);
    if (lines.length > 0 && leftOut.length === 0) {
      router.push(CART_PATH);
      return;
    }
    setNote({
      text:
        lines.length > 0
          ? 'Added to your cart at today’s prices, except:'
          : 'None of these medicines can be ordered today:',
      leftOut,
      toCart: lines.length > 0,
    });
  }

  return (
    <div className={styles.documents}>
      {kind === 'pharmacy' && hasInvoice && (
        <a href={documentPath(kind, reference, 'invoice.pdf')} download>
          Download invoice
        </a>
      )}
      <a href={documentPath(kind, reference, 'receipt.pdf')} download>
        Download receipt
      </a>
      {kind === 'pharmacy' && (
        <button type="button" className={styles.reorder} onClick={reorder} disabled={busy}>
          {busy ? 'Adding…' : 'Reorder'}
        </button>
      )}
      <ActionNote note={note && { text: note.text, list: note.leftOut }}>
        {note?.toCart && <a href={CART_PATH}>Go to cart</a>}
      </ActionNote>
    </div>
  );
}
