/**
 * How a consultation is held (issue 47): a slot of a doctor's schedule is in the clinic, by video,
 * or either; an appointment is in the clinic or by video. In-clinic is the default everywhere, so
 * the spec's booking flow is unchanged for a patient who never chooses.
 */
import { CONSULT_MODES, SLOT_MODES } from '../db/schema/constants';

export { CONSULT_MODES, SLOT_MODES };
export type ConsultMode = (typeof CONSULT_MODES)[number];
export type SlotMode = (typeof SLOT_MODES)[number];

export const DEFAULT_CONSULT_MODE: ConsultMode = 'clinic';

export const CONSULT_MODE_LABELS: Record<ConsultMode, string> = {
  clinic: 'In clinic',
  video: 'Video consultation',
};

/** Whether a slot of `slotMode` may be booked as `mode`. */
export const slotAllows = (slotMode: SlotMode, mode: ConsultMode): boolean =>
  slotMode === 'both' || slotMode === mode;

/** The modes a slot offers, in-clinic first. */
export const modesOfSlot = (slotMode: SlotMode): ConsultMode[] =>
  slotMode === 'both' ? ['clinic', 'video'] : [slotMode];

/**
 * The fee of a consultation in `mode`, in paise, or null when the doctor does not offer it
 * (no video fee set). Decided here only: the payment order and the booking both read it.
 */
export function feeFor(
  doctor: { pricePaise: number; videoPricePaise: number | null },
  mode: ConsultMode,
): number | null {
  return mode === 'clinic' ? doctor.pricePaise : doctor.videoPricePaise;
}
