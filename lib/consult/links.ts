/**
 * Where the two sides of a video consultation meet (issue 47): `/consult/{reference}`. The
 * patient enters through her account or the booking reference with a one-time code; the doctor
 * from the console. The link carries the reference only, nothing personal.
 */
export const CONSULT_PATH = '/consult';

export const consultHref = (reference: string) =>
  `${CONSULT_PATH}/${encodeURIComponent(reference)}`;

/**
 * Where the console sends a doctor into the room: a console route that checks her session and
 * hands the room its own cookie (app/staff/consult/[reference]/route.ts), then redirects.
 */
export const staffRoomEntryHref = (reference: string) =>
  `/staff/consult/${encodeURIComponent(reference)}`;

/** The room opens this many minutes before the appointment's time. */
export const ROOM_OPENS_MINUTES_BEFORE = 10;
