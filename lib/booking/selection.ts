/**
 * The chosen appointment, kept in the browser between the slot picker and the summary page.
 * Only ids, the date and the time are stored: never anything about the patient.
 */
import { DEFAULT_CONSULT_MODE, type ConsultMode } from '../consult/modes';
import { isConsultMode } from '../consult/schedule-modes';
import { fromDdMmYyyy, parseTime12h } from '../time/india';

export const SELECTION_KEY = 'saithunga:appointment';

export type AppointmentSelection = {
  doctorId: number;
  /** 'dd/mm/yyyy', as in the schedule. */
  date: string;
  slotId: number;
  /** 12-hour label such as '10:30 AM'. */
  time: string;
  /** In the clinic or by video (issue 47); the server prices and checks it. */
  mode: ConsultMode;
};

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** A stored value is trusted only if every field has the expected form. */
export function parseSelection(raw: string | null): AppointmentSelection | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isPositiveInt(v.doctorId) || !isPositiveInt(v.slotId)) return null;
  if (typeof v.date !== 'string' || fromDdMmYyyy(v.date) === null) return null;
  if (typeof v.time !== 'string' || parseTime12h(v.time) === null) return null;
  // A choice stored before modes existed is an in-clinic one.
  const mode = v.mode === undefined ? DEFAULT_CONSULT_MODE : v.mode;
  if (!isConsultMode(mode)) return null;
  return { doctorId: v.doctorId, slotId: v.slotId, date: v.date, time: v.time, mode };
}

export function saveSelection(store: KeyValueStore, selection: AppointmentSelection): void {
  const { doctorId, date, slotId, time, mode } = selection;
  store.setItem(SELECTION_KEY, JSON.stringify({ doctorId, date, slotId, time, mode }));
}

export function readSelection(store: KeyValueStore): AppointmentSelection | null {
  return parseSelection(store.getItem(SELECTION_KEY));
}

export function clearSelection(store: KeyValueStore): void {
  store.removeItem(SELECTION_KEY);
}
