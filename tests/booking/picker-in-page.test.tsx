/** @jest-environment jsdom */
/**
 * The slot picker in a page's HTML (docs/decisions/slot-picker-in-the-page.md): drawn on the
 * server from the days of that moment, hydrated without a mismatch, its date and time taps kept
 * by the page's capture until it hydrates and chosen then, and the live schedule shown as soon
 * as it is fetched.
 */
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BookingPanel } from '@/components/booking/booking-panel';
import { installEarlyTapCapture } from '../helpers/early-taps';
import type { PickerSnapshot, ScheduleDay } from '@/lib/booking/slots';
import { firstOpenDay } from '@/lib/booking/slots';
import { indiaNow } from '@/lib/time/india';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

/** 10:00 on Saturday 16 March 2030 in India. */
const INSTANT = new Date('2030-03-16T04:30:00Z');
const slot = (id: number, time: string, isBooked = false) => ({ _id: String(id), time, isBooked });
const DAYS: ScheduleDay[] = [
  {
    date: '16/03/2030',
    morning: [slot(2, '09:30 AM'), slot(3, '10:30 AM')],
    afternoon: [slot(5, '12:30 PM')],
    evening: [],
  },
  { date: '17/03/2030', morning: [slot(6, '11:00 AM')], afternoon: [], evening: [] },
  { date: '18/03/2030', morning: [slot(8, '09:00 AM')], afternoon: [], evening: [] },
];
const SNAPSHOT: PickerSnapshot = { days: DAYS, fees: null, now: indiaNow(INSTANT) };

let live: { resolve: (days: ScheduleDay[] | null) => void };
const fetchMock = jest.fn();
let removeCapture: () => void;
let root: Root | undefined;

beforeEach(() => {
  jest.useFakeTimers({ now: INSTANT, doNotFake: ['queueMicrotask'] });
  window.matchMedia = (() => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  // The live schedule answers when the test says so.
  fetchMock.mockReset().mockImplementation(
    () =>
      new Promise((resolve) => {
        live = {
          resolve: (days) =>
            resolve(
              days
                ? {
                    ok: true,
                    status: 200,
                    json: async () => ({ message: 'Success', data: [{ schedules: days }] }),
                  }
                : { ok: false, status: 503, json: async () => ({}) },
            ),
        };
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  removeCapture = installEarlyTapCapture();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  removeCapture();
  jest.useRealTimers();
});

const panel = (snapshot: PickerSnapshot) => (
  <BookingPanel doctorId={42} doctorName="Dr. Asha Rao" snapshot={snapshot} />
);

/** The page's HTML as the server draws it, in the document, with no script run yet. */
function drawServerHtml(snapshot = SNAPSHOT) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(panel(snapshot));
  document.body.appendChild(container);
  return container;
}

async function hydrate(container: HTMLElement, snapshot = SNAPSHOT) {
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, panel(snapshot), {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return errors;
}

describe('the slot picker drawn in the page', () => {
  it('shows its dates and times before any script, each keeping its tap until hydration', () => {
    drawServerHtml();
    expect(screen.getAllByRole('tab').map((t) => t.firstChild?.textContent)).toEqual([
      'Today',
      'Tommorow',
      'Mon, 18 Mar',
    ]);
    expect(screen.getByRole('tab', { name: /Today/ })).toHaveAttribute('aria-selected', 'true');
    const free = screen.getByRole('button', { name: '10:30 AM' });
    expect(free).toBeEnabled();
    expect(free).toHaveAttribute('data-replay', 'slot:3');
    // Started at 10:00: not offered.
    expect(screen.getByRole('button', { name: /09:30 AM/ })).toBeDisabled();
    expect(screen.getByRole('tab', { name: /Tommorow/ })).toHaveAttribute('data-replay');
    // Only the live schedule has more dates: the arrows cannot work yet, and do not look it.
    expect(screen.getByRole('button', { name: 'Later dates' })).toBeDisabled();
    expect(screen.queryByText('Please Wait...')).not.toBeInTheDocument();
  });

  it('hydrates what the server drew without a mismatch, then shows the live schedule', async () => {
    const container = drawServerHtml();
    expect(await hydrate(container)).toEqual([]);
    expect(fetchMock).toHaveBeenCalledWith('/api/doctorschedule/42', expect.anything());
    // Ready: the taps are the controls' own.
    expect(container.querySelector('[data-replay]')).toBeNull();
    const booked = DAYS.map((day, i) =>
      i === 0 ? { ...day, morning: [slot(2, '09:30 AM'), slot(3, '10:30 AM', true)] } : day,
    );
    await act(async () => live.resolve([...booked, { ...DAYS[2], date: '19/03/2030' }]));
    expect(screen.getByRole('button', { name: /10:30 AM/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Later dates' })).toBeEnabled();
  });

  it('chooses a time tapped before hydration once it hydrates', async () => {
    const container = drawServerHtml();
    const time = screen.getByRole('button', { name: '12:30 PM' });
    time.click();
    time.click();
    expect(time).toHaveAttribute('aria-busy', 'true');
    await hydrate(container);
    const chosen = screen.getByRole('button', { name: '12:30 PM' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('12:30 PM', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Appointment' })).toBeInTheDocument();
    // The live schedule, still free there, keeps the choice.
    await act(async () => live.resolve(DAYS));
    expect(screen.getByRole('button', { name: '12:30 PM' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('selects a date tapped before hydration once it hydrates', async () => {
    const container = drawServerHtml();
    screen.getByRole('tab', { name: /Tommorow/ }).click();
    await hydrate(container);
    expect(screen.getByRole('tab', { name: /Tommorow/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please Wait...');
    await act(async () => live.resolve(DAYS));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: '11:00 AM' }),
    ).toBeEnabled();
  });

  it('drops a kept time the live schedule says is taken', async () => {
    const container = drawServerHtml();
    screen.getByRole('button', { name: '10:30 AM' }).click();
    await hydrate(container);
    const taken = DAYS.map((day, i) =>
      i === 0 ? { ...day, morning: [slot(2, '09:30 AM'), slot(3, '10:30 AM', true)] } : day,
    );
    await act(async () => live.resolve(taken));
    expect(screen.getByRole('button', { name: /10:30 AM/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Appointment' })).not.toBeInTheDocument();
  });

  it('keeps the drawn days when the live schedule cannot be fetched', async () => {
    const container = drawServerHtml();
    await hydrate(container);
    await act(async () => live.resolve(null));
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens on the first date with a free time: tomorrow once today has none left', () => {
    const evening = indiaNow(new Date('2030-03-16T14:30:00Z'));
    expect(firstOpenDay(DAYS, evening)).toBe(1);
    expect(firstOpenDay(DAYS, SNAPSHOT.now)).toBe(0);
    expect(firstOpenDay([], evening)).toBe(0);
    drawServerHtml({ ...SNAPSHOT, now: evening });
    expect(screen.getByRole('tab', { name: /Tommorow/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '11:00 AM' })).toBeEnabled();
  });

  it("draws 'Doctor Unavailable' for a doctor with no days", () => {
    drawServerHtml({ days: [], fees: null, now: SNAPSHOT.now });
    expect(screen.getByRole('heading', { name: 'Doctor Unavailable' })).toBeInTheDocument();
  });
});
