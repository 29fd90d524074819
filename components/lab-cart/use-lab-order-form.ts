'use client';

import { useCallback, useEffect, useState } from 'react';
import { withPrefill, type Prefill } from '@/components/account/for-whom';
import type { LabGender } from '@/lib/lab/booking-rules';
import type { LabCartLine } from '@/lib/lab/cart-rules';
import type { FieldErrors } from '@/lib/validation/validate';
import { labOrderErrors } from './validate-lab-order';

/** A patient row as typed: the age stays text until the request is built. */
export type PatientRow = { name: string; age: string; gender: LabGender | '' };
export type ContactValues = {
  name: string;
  phone_number: string;
  email: string;
  pincode: string;
  address: string;
};
export type CollectionChoice = { date: string; time: string };

const EMPTY_PATIENT: PatientRow = { name: '', age: '', gender: '' };
const EMPTY_CONTACT: ContactValues = {
  name: '',
  phone_number: '',
  email: '',
  pincode: '',
  address: '',
};

/** What a signed-in patient's profile fills (./lab-prefill.ts): the first patient and the contact. */
export type LabPrefillValues = ContactValues & {
  patient_name: string;
  patient_age: string;
  patient_gender: LabGender | '';
};

/** The body of POST /api/payment_order for a lab order (lib/lab/order-schema.ts). */
export type LabOrderBody = {
  purpose: 'lab_order';
  items: { id: number; quantity: number }[];
  patients: { name: string; age?: number; gender: string }[];
  contact: ContactValues;
  collection?: CollectionChoice;
  coupon_code?: string;
};

/** An empty age is left out (the schema then says 'Age must be…'); anything else is a number. */
const toAge = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The lab checkout's details: the patients (as many rows as the cart needs; rows beyond that are
 * kept, so lowering and raising a quantity loses nothing), the collection address and the window.
 * The body is checked with the server's schema as it changes, once the visitor has left a field
 * or pressed Pay (so yup is not fetched for a visitor who only looks); a field shows its message
 * once left, every field once Pay was pressed, and a server's message until the field changes.
 */
export function useLabOrderForm(items: readonly LabCartLine[], patientsNeeded: number) {
  const [patients, setPatients] = useState<PatientRow[]>([]);
  const [contact, setContact] = useState<ContactValues>(EMPTY_CONTACT);
  const [collection, setCollection] = useState<CollectionChoice | null>(null);
  const [checked, setChecked] = useState<FieldErrors>({});
  const [server, setServer] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const rows = Array.from({ length: patientsNeeded }, (_, i) => patients[i] ?? EMPTY_PATIENT);
  const body: LabOrderBody = {
    purpose: 'lab_order',
    items: items.map((line) => ({ id: line.id, quantity: line.quantity })),
    patients: rows.map((p) => ({ name: p.name, age: toAge(p.age), gender: p.gender })),
    contact,
    collection: collection ?? undefined,
  };
  // The body exactly as it would be sent (JSON drops what is missing), and a stable dependency.
  const sent = JSON.stringify(body);
  const active = submitted || touched.size > 0;

  useEffect(() => {
    if (!active) return;
    let stale = false;
    void labOrderErrors(JSON.parse(sent)).then((errors) => {
      if (!stale) setChecked(errors);
    });
    return () => {
      stale = true;
    };
  }, [active, sent]);

  /** Forgets the server's messages of fields the visitor has just changed. */
  const changed = useCallback((...fields: string[]) => {
    setServer((current) => {
      if (!fields.some((field) => field in current)) return current;
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  }, []);

  /**
   * The visitor's choice of window, or null when it is cleared (another date, or the window was
   * taken meanwhile): only a new choice hides the server's message about the last one.
   */
  const choose = useCallback(
    (choice: CollectionChoice | null) => {
      setCollection(choice);
      if (choice) changed('collection', 'collection.date', 'collection.time');
    },
    [changed],
  );

  /**
   * Fills the first patient and the contact from the person chosen under 'For whom'; a person
   * chosen (not the first fill) may bring another pincode, so the window is chosen again.
   */
  const fill = useCallback((prefill: Prefill<LabPrefillValues>) => {
    const { patient_name, patient_age, patient_gender, ...contactPart } = prefill.values;
    const patientPart = { name: patient_name, age: patient_age, gender: patient_gender };
    const only = (values: object) =>
      Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    setPatients((all) => {
      const first = withPrefill(all[0] ?? EMPTY_PATIENT, { ...prefill, values: only(patientPart) });
      return [first, ...all.slice(1)];
    });
    setContact((current) => withPrefill(current, { ...prefill, values: only(contactPart) }));
    if (!prefill.onlyEmpty) setCollection(null);
  }, []);

  return {
    rows,
    contact,
    collection,
    body,
    fill,
    error(field: string): string | undefined {
      if (server[field]) return server[field];
      return submitted || touched.has(field) ? checked[field] : undefined;
    },
    touch: (field: string) => setTouched((all) => (all.has(field) ? all : new Set(all).add(field))),
    setPatient(index: number, patch: Partial<PatientRow>) {
      const next = rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
      setPatients((all) => [...next, ...all.slice(next.length)]);
      changed('patients', ...Object.keys(patch).map((key) => `patients[${index}].${key}`));
    },
    setContactField(name: keyof ContactValues, value: string) {
      setContact((current) => ({ ...current, [name]: value }));
      changed(`contact.${name}`, 'contact');
      // A window's places belong to the pincode's area: another pincode, another choice.
      if (name === 'pincode' && value.trim() !== contact.pincode.trim()) setCollection(null);
    },
    choose,
    /** Pay pressed: every message shows from now on; answers the body's errors. */
    async submit(): Promise<FieldErrors> {
      setSubmitted(true);
      const errors = await labOrderErrors(JSON.parse(sent));
      setChecked(errors);
      return errors;
    },
    /** A 400's field errors, each shown on its field until that field changes. */
    showServerErrors: (errors: FieldErrors) => setServer(errors),
    /** Forgets the server's messages of `fields` (the cart's lines changed: 'items'). */
    forget: changed,
  };
}

export type LabOrderForm = ReturnType<typeof useLabOrderForm>;
