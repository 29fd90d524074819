'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { putInCart, toCartLine } from '@/components/account/reorder-cart';
import { carryEPrescription } from '@/components/cart/cart-prescription';
import type { CartLine } from '@/components/cart/cart-store';
import { LAB_CART_PAGE } from '@/components/lab-cart/lab-paths';
import type { PrescriptionCarts } from '@/lib/prescriptions/carts';
import { prescriptionCartsHref, prescriptionPdfHref } from '@/lib/prescriptions/links';
import { ActionNote } from '@/components/account/action-note';
import { askAccount } from '@/components/account/ask-account';
import styles from '@/components/account/order-documents.module.css';

const CART_PATH = '/pharmacy/addtocart';

/**
 * A booking's e-prescription for the patient (the account timeline, the booking page): the PDF,
 * 'Order these medicines' (the pharmacy cart filled at today's prices, the e-prescription carried
 * to the checkout in place of an upload) and 'Book these tests' (the lab cart filled).
 */
export function PrescriptionActions({
  reference,
  hasMedicines,
  hasTests,
}: {
  reference: string;
  hasMedicines: boolean;
  hasTests: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; list: string[] } | null>(null);

  async function order(kind: 'medicines' | 'tests') {
    setBusy(true);
    setNote(null);
    const answer = await askAccount<PrescriptionCarts>(prescriptionCartsHref(reference));
    if (typeof answer === 'string') {
      setBusy(false);
      return setNote({ text: answer, list: [] });
    }
    if (kind === 'medicines') {
      const lines: CartLine[] = answer.medicines.lines.map(toCartLine);
      if (lines.length > 0) {
        await putInCart(lines);
        carryEPrescription({ code: answer.code, doctorName: answer.doctorName });
      }
      const leftOut = answer.medicines.leftOut.map((l) => `${l.name}: ${l.reason}`);
      setBusy(false);
      if (lines.length > 0 && leftOut.length === 0) return router.push(CART_PATH);
      return setNote({
        text:
          lines.length > 0
            ? 'Added to your cart, except:'
            : 'None of these medicines can be ordered online today:',
        list: leftOut,
      });
    }
    const { useLabCartStore } = await import('@/components/lab-cart/lab-cart-store');
    await useLabCartStore.persist.rehydrate();
    const add = useLabCartStore.getState().add;
    const refused = answer.tests.flatMap((test) => {
      const outcome = add(test);
      return outcome.result === 'refused' ? [`${test.name}: ${outcome.message}`] : [];
    });
    const leftOut = [
      ...refused,
      ...answer.testsLeftOut.map((name) => `${name}: not in our lab catalogue`),
    ];
    setBusy(false);
    if (answer.tests.length > 0 && leftOut.length === 0) return router.push(LAB_CART_PAGE);
    setNote({
      text:
        answer.tests.length > 0
          ? 'Added to your lab cart, except:'
          : 'These tests cannot be booked online:',
      list: leftOut,
    });
  }

  return (
    <div className={styles.documents}>
      <a href={prescriptionPdfHref(reference)} download>
        Download e-prescription
      </a>
      {(
        [
          ['medicines', hasMedicines, 'Order these medicines'],
          ['tests', hasTests, 'Book these tests'],
        ] as const
      ).map(([kind, shown, label]) =>
        shown ? (
          <button
            key={kind}
            type="button"
            className={styles.reorder}
            onClick={() => order(kind)}
            disabled={busy}
          >
            {label}
          </button>
        ) : null,
      )}
      <ActionNote note={note} />
    </div>
  );
}
