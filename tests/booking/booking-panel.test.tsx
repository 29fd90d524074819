/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BookingPanel } from '@/components/booking/booking-panel';
import { SELECTION_KEY } from '@/lib/booking/selection';
import type { ScheduleDay } from '@/lib/booking/slots';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** 10:00 on Saturday 16 March 2030 in India. */
const INSTANT = new Date('2030-03-16T04:30:00Z');
const slot = (id: number, time: string, isBooked = false) => ({ _id: String(id), time, isBooked });
const SCHEDULE: ScheduleDay[] = [
  { date: '15/03/2030', morning: [slot(1, '11:00 AM')], afternoon: [], evening: [] },
  {
    date: '16/03/2030',
    morning: [slot(2, '09:30 AM'), slot(3, '10:30 AM'), slot(4, '11:00 AM', true)],
    afternoon: [slot(5, '12:30 PM')],
    evening: [],
  },
  {
    date: '17/03/2030',
    morning: [slot(6, '12:00 AM')],
    afternoon: [],
    evening: [slot(7, '06:00 PM')],
  },
  { date: '18/03/2030', morning: [slot(8, '09:00 AM')], afternoon: [], evening: [] },
];

let smallScreen = false;
const fetchMock = jest.fn();

beforeEach(() => {
  jest.useFakeTimers({ now: INSTANT });
  push.mockReset();
  localStorage.clear();
  smallScreen = false;
  window.matchMedia = ((query: string) => ({
    matches: smallScreen && query.includes('575.98px'),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  fetchMock.mockReset().mockImplementation(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ message: 'Success', data: [{ schedules: SCHEDULE }] }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/**
 * The schedule answered with 12:30 PM on 16/03/2030 open to `mode`, and the doctor's fees for
 * each mode (Rs. 800 in clinic, Rs. 600 by video).
 */
function answerWithAfternoonTime(mode: 'both' | 'video') {
  const schedules = SCHEDULE.map((day) =>
    day.date === '16/03/2030' ? { ...day, afternoon: [{ ...slot(5, '12:30 PM'), mode }] } : day,
  );
  fetchMock.mockImplementation(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      message: 'Success',
      data: [{ schedules, fees: { clinic: 80_000, video: 60_000 } }],
    }),
  }));
}

async function renderPanel(name = 'Dr. Asha Rao') {
  render(<BookingPanel doctorId={42} doctorName={name} />);
  await act(async () => {});
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.firstChild?.textContent);

describe('BookingPanel', () => {
  it("shows dates from today as 'Today', 'Tommorow', then dates, three at a time", async () => {
    await renderPanel();
    expect(fetchMock).toHaveBeenCalledWith('/api/doctorschedule/42', expect.anything());
    expect(tabNames()).toEqual(['Today', 'Tommorow', 'Mon, 18 Mar']);
    expect(screen.getByRole('tab', { name: /Today/ })).toHaveAttribute('aria-selected', 'true');
    // 09:30 has started at 10:00 and 11:00 is booked: 10:30 and 12:30 remain.
    expect(screen.getByText('2 Total Slots available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /09:30 AM/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /11:00 AM/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '10:30 AM' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Morning' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Afternoon' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Evening' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Appointment' })).not.toBeInTheDocument();
  });

  it('shows two dates below 576 px and moves through them with the arrows', async () => {
    smallScreen = true;
    await renderPanel();
    expect(tabNames()).toEqual(['Today', 'Tommorow']);
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Later dates' }));
    expect(tabNames()).toEqual(['Tommorow', 'Mon, 18 Mar']);
    expect(screen.getByRole('button', { name: 'Later dates' })).toBeDisabled();
  });

  it('a date change shows the loading indicator for one second, reloads and clears the slot', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '10:30 AM' }));
    expect(screen.getByRole('button', { name: '10:30 AM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add Appointment' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: /Tommorow/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Please Wait...');
    expect(screen.queryByRole('button', { name: 'Add Appointment' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Please Wait...');
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Please Wait...')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // '12:00 AM' tomorrow is bookable; nothing is chosen any more.
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('2 Total Slots available')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '12:00 AM' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Add Appointment' })).not.toBeInTheDocument();
  });

  it('Add Appointment stores ids, date and time only, then opens the summary page', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '12:30 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Appointment' }));
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toEqual({
      doctorId: 42,
      date: '16/03/2030',
      slotId: 5,
      time: '12:30 PM',
      mode: 'clinic',
    });
    expect(push).toHaveBeenCalledWith('/addtocart/appointment');
  });

  it('offers In clinic or Video with each fee on a time open to both, in-clinic first, and keeps the choice', async () => {
    answerWithAfternoonTime('both');
    await renderPanel();
    // A clinic-only time offers no choice.
    fireEvent.click(screen.getByRole('button', { name: '10:30 AM' }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '12:30 PM' }));
    const choice = screen.getByRole('group', { name: 'How would you like to consult?' });
    expect(within(choice).getByRole('radio', { name: /In clinic Rs\. 800/ })).toBeChecked();
    fireEvent.click(within(choice).getByRole('radio', { name: /Video consultation Rs\. 600/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Appointment' }));
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toMatchObject({
      slotId: 5,
      mode: 'video',
    });
  });

  it('lets a move choose only times open to the booking’s mode', async () => {
    answerWithAfternoonTime('video');
    render(
      <BookingPanel
        doctorId={42}
        doctorName="Dr. Asha Rao"
        keepMode="clinic"
        choose={{ label: 'Move', busy: false, onChoose: () => {} }}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole('button', { name: /12:30 PM/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '10:30 AM' })).toBeEnabled();
  });

  it("shows 'Doctor Unavailable' with the spec sentence when nothing is scheduled from today", async () => {
    fetchMock.mockImplementation(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ message: 'Success', data: [{ schedules: [SCHEDULE[0]] }] }),
    }));
    await renderPanel('Dr. Asha Rao');
    expect(screen.getByRole('heading', { name: 'Doctor Unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sorry, Dr. Asha Rao is currently not available. Please try again later or contact support for assistance.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
