/**
 * The manage page's actions change only the booking the page showed: with two bookings on one
 * phone, a page left open on one never cancels or moves the other, opened since in another tab
 * (the access cookie names one booking at a time).
 */
const mockGranted = jest.fn();
const mockCancel = jest.fn();
const mockMove = jest.fn();
const REFERENCES: Record<number, string> = { 1: 'SMH-AAAAAAAAAA', 2: 'SMH-BBBBBBBBBB' };

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/db', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/self-service/guard', () => ({
  ...jest.requireActual('@/lib/self-service/guard'),
  grantedRecord: () => mockGranted(),
  formStep: (_name: string, step: () => Promise<unknown>) => step(),
}));
jest.mock('@/lib/self-service/booking', () => ({
  bookingReference: async (_db: unknown, id: number) => REFERENCES[id] ?? null,
}));
jest.mock('@/lib/self-service/booking-changes', () => ({
  cancelMyBooking: (...args: unknown[]) => mockCancel(...args),
  rescheduleMyBooking: (...args: unknown[]) => mockMove(...args),
}));

import { cancelBooking, rescheduleBooking } from '@/app/(site)/appointment/manage/actions';

const confirm = () => {
  const form = new FormData();
  form.set('confirm', 'refund');
  return form;
};
const OTHER =
  'This page shows another booking than the one now open in this browser. Reload the page to see it before changing anything.';

beforeEach(() => {
  mockGranted.mockReset();
  mockCancel.mockReset().mockResolvedValue({ refund: null });
  mockMove.mockReset().mockResolvedValue({ slotDate: '2030-03-16', slotTime: '10:00 AM' });
});

it('cancels the booking the page showed, and refuses when another is open now', async () => {
  mockGranted.mockResolvedValue(2); // booking B was opened in another tab since
  expect(await cancelBooking('SMH-AAAAAAAAAA', null, confirm())).toEqual({
    ok: false,
    message: OTHER,
  });
  expect(mockCancel).not.toHaveBeenCalled();
  expect(await cancelBooking('SMH-BBBBBBBBBB', null, confirm())).toMatchObject({ ok: true });
  expect(mockCancel).toHaveBeenCalledWith({}, 2, true);
});

it('moves only the booking the page showed', async () => {
  mockGranted.mockResolvedValue(2);
  expect(await rescheduleBooking('SMH-AAAAAAAAAA', 7)).toEqual({ ok: false, message: OTHER });
  expect(mockMove).not.toHaveBeenCalled();
  expect(await rescheduleBooking('SMH-BBBBBBBBBB', 7)).toMatchObject({ ok: true });
  expect(mockMove).toHaveBeenCalledWith({}, 2, 7);
});

it('says access has ended when no booking is open', async () => {
  mockGranted.mockResolvedValue(null);
  expect(await cancelBooking('SMH-AAAAAAAAAA', null, confirm())).toMatchObject({
    ok: false,
    message: 'Your access to this booking has ended. Ask for a new code to continue.',
  });
});
