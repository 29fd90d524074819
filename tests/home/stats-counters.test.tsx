/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StatsCounters, type StatItem } from '@/components/home/stats-counters';

const ITEMS: StatItem[] = [
  { id: 1, countNumber: 1000, countText: 'Doctors', icon: '/i.svg' },
  { id: 2, countNumber: 500, countText: 'Beds', icon: '/i.svg' },
];

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observerCallback: Callback | undefined;

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

const numbers = () => screen.getAllByTestId('stat-number').map((el) => el.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  observerCallback = undefined;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(cb: Callback) {
      observerCallback = cb;
    }
    observe() {}
    disconnect() {}
  };
  setReducedMotion(false);
});

afterEach(() => jest.useRealTimers());

describe('StatsCounters', () => {
  it('puts the final numbers in the server HTML, with the + suffix', () => {
    const html = renderToString(<StatsCounters items={ITEMS} />);
    expect(html).toContain('1,000+');
    expect(html).toContain('500+');
  });

  it('waits at 0 out of view, then counts up over 2000 ms with items 2500 ms apart', () => {
    render(<StatsCounters items={ITEMS} />);
    act(() => observerCallback?.([{ isIntersecting: false }]));
    expect(numbers()).toEqual(['0+', '0+']);

    act(() => observerCallback?.([{ isIntersecting: true }]));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    const [first, second] = numbers().map((t) => Number(t?.replace(/\D/g, '')));
    expect(first).toBeGreaterThan(300);
    expect(first).toBeLessThan(1000);
    expect(second).toBe(0);

    act(() => {
      jest.advanceTimersByTime(1100);
    });
    expect(numbers()[0]).toBe('1,000+');
    expect(numbers()[1]).toBe('0+');

    act(() => {
      jest.advanceTimersByTime(2500);
    });
    expect(numbers()).toEqual(['1,000+', '500+']);
  });

  it('keeps the final numbers for visitors who prefer reduced motion', () => {
    setReducedMotion(true);
    render(<StatsCounters items={ITEMS} />);
    expect(observerCallback).toBeUndefined();
    expect(numbers()).toEqual(['1,000+', '500+']);
  });
});
