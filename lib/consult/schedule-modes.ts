/**
 * The booking rules of consultation modes (issue 47), shared by the patient's checkout, the move
 * of a booking and the console's schedule editor: which mode a slot may be booked in, and at what
 * fee (lib/consult/modes.ts `feeFor`, decided on the server only).
 */
import { oneOfGuard } from '../closed-list';
import {
  CONSULT_MODE_LABELS,
  CONSULT_MODES,
  feeFor,
  SLOT_MODES,
  slotAllows,
  type ConsultMode,
  type SlotMode,
} from './modes';

export const isConsultMode = oneOfGuard(CONSULT_MODES);
export const isSlotMode = oneOfGuard(SLOT_MODES);

export const SLOT_MODE_LABELS: Record<SlotMode, string> = {
  clinic: 'In clinic',
  video: 'Video only',
  both: 'In clinic or video',
};

/** Why a slot cannot be booked in `mode` at all, or null when it can (with its fee). */
export function modeRefusal(
  doctor: { pricePaise: number; videoPricePaise: number | null },
  slotMode: SlotMode,
  mode: ConsultMode,
): string | null {
  if (!slotAllows(slotMode, mode)) {
    return slotMode === 'video'
      ? 'This time is for video consultations only. Please choose Video consultation or another time.'
      : `This time is not offered as a ${CONSULT_MODE_LABELS[mode].toLowerCase()}. Please choose another time.`;
  }
  if (feeFor(doctor, mode) === null) {
    return 'This doctor does not offer video consultations. Please choose In clinic.';
  }
  return null;
}

/** The mode a slot is booked in when the patient did not choose: in-clinic unless video-only. */
export function defaultModeOf(slotMode: SlotMode): ConsultMode {
  return slotMode === 'video' ? 'video' : 'clinic';
}
