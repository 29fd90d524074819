import {
  COUNTER_TICKS,
  COUNTER_TIMING,
  counterStartDelay,
  counterValueAfter,
  counterValueAt,
  formatCount,
} from '@/lib/site/counter';

describe('statistics counter timing (spec sections 4 and 9)', () => {
  it('counts over 2000 ms in 20 ms steps, items 2500 ms apart', () => {
    expect(COUNTER_TIMING).toEqual({ durationMs: 2000, tickMs: 20, staggerMs: 2500 });
    expect(COUNTER_TICKS).toBe(100);
  });

  it('starts at 0 and reaches the target exactly on the last tick', () => {
    expect(counterValueAt(5000, 0)).toBe(0);
    expect(counterValueAt(5000, 1)).toBe(50);
    expect(counterValueAt(5000, 50)).toBe(2500);
    expect(counterValueAt(5000, 99)).toBe(4950);
    expect(counterValueAt(5000, 100)).toBe(5000);
    expect(counterValueAt(5000, 250)).toBe(5000);
  });

  it('never overshoots and never goes down, even for small or odd targets', () => {
    for (const target of [1, 7, 99, 101, 1234, 25000]) {
      let previous = 0;
      for (let tick = 0; tick <= COUNTER_TICKS + 5; tick += 1) {
        const value = counterValueAt(target, tick);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(target);
        previous = value;
      }
      expect(previous).toBe(target);
    }
  });

  it('treats zero and negative targets as 0', () => {
    expect(counterValueAt(0, 100)).toBe(0);
    expect(counterValueAt(-5, 100)).toBe(0);
  });

  it('staggers the items: item i waits i x 2500 ms', () => {
    expect(counterStartDelay(0)).toBe(0);
    expect(counterStartDelay(1)).toBe(2500);
    expect(counterStartDelay(3)).toBe(7500);
    expect(counterValueAfter(1000, 1, 2499)).toBe(0);
    expect(counterValueAfter(1000, 1, 2500 + 1000)).toBe(500);
    expect(counterValueAfter(1000, 1, 2500 + 2000)).toBe(1000);
    expect(counterValueAfter(1000, 0, 2000)).toBe(1000);
  });

  it('shows the number with a + suffix', () => {
    expect(formatCount(250)).toBe('250+');
    expect(formatCount(0)).toBe('0+');
    expect(formatCount(120000)).toBe('1,20,000+');
  });
});
