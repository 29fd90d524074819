/**
 * A confirmed booking at the hospital (issue 15): the patient checks in, then the visit is
 * completed; a patient who never came is a no-show. The hospital may cancel a booking (with a full
 * refund) only before the patient has checked in. Pure, for the console and its tests.
 */

export const ATTENDANCE = ['checked_in', 'completed', 'no_show'] as const;
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

/** The booking after `action`, or null when it may not be done in `state`. */
export function applyAppointmentAction(
  state: VisitState,
  action: AppointmentAction,
): VisitState | null {
  if (state.status !== 'confirmed') return null;
  switch (action) {
    case 'check_in':
      return state.attendance === null ? { ...state, attendance: 'checked_in' } : null;
    case 'complete':
      return state.attendance === 'checked_in' ? { ...state, attendance: 'completed' } : null;
    case 'no_show':
      return state.attendance === null ? { ...state, attendance: 'no_show' } : null;
    case 'cancel':
      return state.attendance === null ? { status: 'cancelled', attendance: null } : null;
  }
}

export function appointmentActionsFor(state: VisitState): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter((action) => applyAppointmentAction(state, action) !== null);
}

export const CANCEL_REASON_MAX = 500;
