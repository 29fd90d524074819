/**
 * A confirmed booking at the hospital (issue 15): the patient checks in, then the visit is
 * completed; a patient who never came is a no-show. The hospital may cancel a booking (with a full
 * refund) only before the patient has checked in. Pure, for the console and its tests.
 *
 * Time guards a slip of the desk: a patient is checked in from the day of the visit (India), and
 * marked a no-show only once the visit's time has begun; one marked a no-show who turns up late
 * that day is checked in after all.
 */
import { indiaToday, indiaDayStart, parseTime12h } from '../time/india';

import { ATTENDANCE } from '../db/schema/constants';

export { ATTENDANCE };
export type Attendance = (typeof ATTENDANCE)[number];

export const APPOINTMENT_ACTIONS = ['check_in', 'complete', 'no_show', 'cancel'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

export const APPOINTMENT_ACTION_LABELS: Record<AppointmentAction, string> = {
  check_in: 'Check in',
  complete: 'Mark completed',
  no_show: 'Mark no-show',
  cancel: 'Cancel and refund',
};

/** What the desk reads for a booking: its payment status and what happened at the hospital. */
export type VisitState = {
  status: 'held' | 'confirmed' | 'expired' | 'cancelled';
  attendance: Attendance | null;
};

export const VISIT_LABELS = {
  held: 'Being paid',
  confirmed: 'Confirmed',
  expired: 'Not paid',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
  completed: 'Completed',
  no_show: 'No-show',
} as const;

export function visitLabel(state: VisitState): string {
  return VISIT_LABELS[
    state.status === 'confirmed' && state.attendance ? state.attendance : state.status
  ];
}

/** Where a booking's visit stands in time. */
export type VisitTiming = {
  /** The visit's India day is today or past. */
  dayHasCome: boolean;
  /** The visit's India day is today. */
  isVisitDay: boolean;
  /** Its time has begun. */
  hasBegun: boolean;
};

/** The instant a slot ('yyyy-mm-dd', '10:30 AM') begins, India time. */
export function slotStart(slotDate: string, slotTime: string): Date {
  return new Date(indiaDayStart(slotDate).getTime() + (parseTime12h(slotTime) ?? 0) * 60_000);
}

export function visitTiming(slotDate: string, slotTime: string, now: Date): VisitTiming {
  const today = indiaToday(now);
  return {
    dayHasCome: slotDate <= today,
    isVisitDay: slotDate === today,
    hasBegun: slotStart(slotDate, slotTime).getTime() <= now.getTime(),
  };
}

/** The booking after `action`, or null when it may not be done in `state` at `timing`. */
export function applyAppointmentAction(
  state: VisitState,
  action: AppointmentAction,
  timing: VisitTiming,
): VisitState | null {
  if (state.status !== 'confirmed') return null;
  switch (action) {
    case 'check_in':
      // A no-show is undone only on the visit's own day: the patient who came late.
      return (state.attendance === null && timing.dayHasCome) ||
        (state.attendance === 'no_show' && timing.isVisitDay)
        ? { ...state, attendance: 'checked_in' }
        : null;
    case 'complete':
      return state.attendance === 'checked_in' ? { ...state, attendance: 'completed' } : null;
    case 'no_show':
      return state.attendance === null && timing.hasBegun
        ? { ...state, attendance: 'no_show' }
        : null;
    case 'cancel':
      return state.attendance === null ? { status: 'cancelled', attendance: null } : null;
  }
}

export function appointmentActionsFor(state: VisitState, timing: VisitTiming): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter(
    (action) => applyAppointmentAction(state, action, timing) !== null,
  );
}

/** Why `action` is refused for a confirmed booking, in the console's words. */
export function refusedAppointmentAction(
  state: VisitState,
  action: AppointmentAction,
  timing: VisitTiming,
): string {
  if (state.status === 'confirmed' && state.attendance === null) {
    if (action === 'check_in' && !timing.dayHasCome) {
      return 'A patient is checked in on the day of the visit';
    }
    if (action === 'no_show' && !timing.hasBegun) {
      return 'A patient is marked a no-show only once the time of the visit has begun';
    }
  }
  return `This appointment is ${visitLabel(state).toLowerCase()}: it cannot be changed that way`;
}

export const CANCEL_REASON_MAX = 500;
