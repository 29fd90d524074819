'use client';

import { useEffect } from 'react';
import type { CarriedEPrescription, PrescriptionChoice, UploadedPage } from './prescription-panel';

/**
 * An earlier prescription a reorder carries to the cart page (docs/decisions/reorder.md): the
 * server's copies of its pages, named by tokens like pages just uploaded, kept in this tab's
 * sessionStorage for the one page load that takes them. Only tokens, which name a page for a
 * payment order and open nothing.
 */
const KEY = 'pharmacy-carried-prescription';

export function carryPrescription(pages: UploadedPage[]): void {
  if (pages.length === 0) return;
  sessionStorage.setItem(KEY, JSON.stringify(pages));
}

/**
 * The hospital's e-prescription 'Order these medicines' carries (components/prescriptions): its
 * verification code, which the payment order names, and the doctor's name for the panel.
 */
const E_KEY = 'pharmacy-carried-e-prescription';

export function carryEPrescription(ePrescription: CarriedEPrescription): void {
  sessionStorage.setItem(E_KEY, JSON.stringify(ePrescription));
}

function takeCarriedE(): CarriedEPrescription | null {
  const saved = sessionStorage.getItem(E_KEY);
  sessionStorage.removeItem(E_KEY);
  try {
    const e: unknown = JSON.parse(saved ?? 'null');
    const ok =
      typeof e === 'object' &&
      e !== null &&
      typeof (e as CarriedEPrescription).code === 'string' &&
      typeof (e as CarriedEPrescription).doctorName === 'string';
    return ok ? (e as CarriedEPrescription) : null;
  } catch {
    return null;
  }
}

function takeCarried(): UploadedPage[] {
  const saved = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    const pages: unknown = JSON.parse(saved ?? '[]');
    return Array.isArray(pages)
      ? pages.filter(
          (p): p is UploadedPage => typeof p?.token === 'string' && typeof p?.name === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** After hydration, adds the carried pages (if any) to the cart page's prescription once. */
export function useCarriedPrescription(
  onChange: (update: (current: PrescriptionChoice) => PrescriptionChoice) => void,
): void {
  useEffect(() => {
    const ePrescription = takeCarriedE();
    if (ePrescription) onChange((current) => ({ ...current, ePrescription }));
    const pages = takeCarried();
    if (pages.length === 0) return;
    onChange((current) => ({
      ...current,
      pages: [
        ...current.pages,
        ...pages.filter((p) => !current.pages.some((c) => c.token === p.token)),
      ],
    }));
  }, [onChange]);
}
