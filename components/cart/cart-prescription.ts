'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  NO_PRESCRIPTION,
  type CarriedEPrescription,
  type PrescriptionChoice,
  type UploadedPage,
} from './prescription-panel';

/**
 * The cart's prescription (docs/decisions/reorder.md): pages uploaded or carried from an earlier
 * order, named by the server's tokens, the pharmacist's call, and the hospital's e-prescription
 * the cart was filled from. Kept in this tab's sessionStorage, so that a reload, or a look at
 * another page, does not lose what the shopper attached; forgotten once the order is placed. Only
 * tokens and a verification code, which name a page or a prescription for a payment order and
 * open nothing; a token the server has since let lapse is refused at payment with its message.
 */
const CHOICE_KEY = 'pharmacy-cart-prescription';
/** What a reorder carries to the cart page, for the one page load that takes it. */
const CARRIED_KEY = 'pharmacy-carried-prescription';
/** What 'Order these medicines' on an e-prescription carries, the same way. */
const CARRIED_E_KEY = 'pharmacy-carried-e-prescription';

export function carryPrescription(pages: UploadedPage[]): void {
  if (pages.length === 0) return;
  sessionStorage.setItem(CARRIED_KEY, JSON.stringify(pages));
}

export function carryEPrescription(ePrescription: CarriedEPrescription): void {
  sessionStorage.setItem(CARRIED_E_KEY, JSON.stringify(ePrescription));
}

function stored(key: string, take = false): unknown {
  const saved = sessionStorage.getItem(key);
  if (take) sessionStorage.removeItem(key);
  try {
    return JSON.parse(saved ?? 'null');
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function ePrescriptionOf(value: unknown): CarriedEPrescription | undefined {
  return isRecord(value) && typeof value.code === 'string' && typeof value.doctorName === 'string'
    ? { code: value.code, doctorName: value.doctorName }
    : undefined;
}

function pagesOf(value: unknown): UploadedPage[] {
  return Array.isArray(value)
    ? value
        .filter((p) => isRecord(p) && typeof p.token === 'string' && typeof p.name === 'string')
        .map((p) => ({ token: p.token as string, name: p.name as string }))
    : [];
}

/** What this tab's storage holds, checked field by field (it is the shopper's to edit). */
export function choiceOf(value: unknown): PrescriptionChoice {
  if (!isRecord(value)) return NO_PRESCRIPTION;
  const ePrescription = ePrescriptionOf(value.ePrescription);
  return {
    pages: pagesOf(value.pages),
    callMe: value.callMe === true,
    ...(ePrescription && { ePrescription }),
  };
}

/** `choice` with `pages` added, each page once. */
function withPages(choice: PrescriptionChoice, pages: UploadedPage[]): PrescriptionChoice {
  const added = pages.filter((p) => !choice.pages.some((c) => c.token === p.token));
  return added.length === 0 ? choice : { ...choice, pages: [...choice.pages, ...added] };
}

/**
 * The cart page's prescription choice: empty on the server and at hydration, then this tab's
 * saved choice with anything carried to this page load added; saved again on every change.
 * `forget` empties it (the order is placed).
 */
export function useCartPrescription() {
  const [choice, setChoice] = useState<PrescriptionChoice>(NO_PRESCRIPTION);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = choiceOf(stored(CHOICE_KEY));
    const ePrescription = ePrescriptionOf(stored(CARRIED_E_KEY, true));
    const carried = pagesOf(stored(CARRIED_KEY, true));
    // The tab's storage is read after hydration (the server has none of it): one render more.
    // Nothing can have been chosen before this first effect of the page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChoice(withPages({ ...saved, ...(ePrescription && { ePrescription }) }, carried));
    setRestored(true);
  }, []);
  useEffect(() => {
    if (!restored) return;
    if (choice.pages.length === 0 && !choice.callMe && !choice.ePrescription) {
      sessionStorage.removeItem(CHOICE_KEY);
    } else sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
  }, [restored, choice]);
  const forget = useCallback(() => {
    // At once: the page may be left before the next render saves the empty choice.
    sessionStorage.removeItem(CHOICE_KEY);
    setChoice(NO_PRESCRIPTION);
  }, []);
  return { choice, setChoice, forget };
}
