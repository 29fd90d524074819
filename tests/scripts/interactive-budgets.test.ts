/**
 * The rules `npm run interactive` (and so CI) judges the first working taps by
 * (scripts/budgets.mjs): a tap on the line holds, one past it is a named miss, a run in which no
 * tap worked never passes.
 */
type Run = {
  fcpMs: number | null;
  lcpMs: number | null;
  tapMs: number | null;
  effectMs: number | null;
  hydratedMs?: number | null;
  lostTaps: number;
  reverted?: boolean;
};
type Row = {
  name: string;
  path: string;
  lcpMs: number;
  bareLcpMs: number;
  tapMs: number;
  effectMs: number;
  lostTaps: number;
  tapRuns: (number | 'never')[];
  lostRuns: number[];
  revertedRuns: number;
};
type Budget = {
  tapAfterLcpMs: number;
  headroom?: number;
  quietBareLcpMs?: number;
  todayTapMs?: Record<string, number>;
};
type Budgets = {
  INTERACTIVE_BUDGET: Budget;
  INTERACTIVE_RATCHET: Budget;
  tapBudgetMs: (row: Pick<Row, 'name' | 'lcpMs' | 'bareLcpMs'>, budget?: Budget) => number;
  interactiveMisses: (rows: Row[], budget?: Budget) => string[];
  interactionRow: (name: string, path: string, runs: Run[], bareLcpMs: number) => Row;
};

let budgets: Budgets;

beforeAll(async () => {
  const modulePath: string = '@/scripts/budgets.mjs';
  budgets = (await import(modulePath)) as Budgets;
});

const run = (tapMs: number | null, lostTaps = 0, lcpMs = 1500): Run => ({
  fcpMs: 1000,
  lcpMs,
  tapMs,
  effectMs: tapMs === null ? null : tapMs + 100,
  hydratedMs: 3000,
  lostTaps,
});

describe('first working tap budgets', () => {
  it("are the issue's target: within LCP + 1 s", () => {
    expect(budgets.INTERACTIVE_BUDGET).toEqual({ tapAfterLcpMs: 1000 });
    expect(budgets.tapBudgetMs({ name: 'menu', lcpMs: 1500, bareLcpMs: 900 })).toBe(2500);
  });

  it('hold a tap on the line and name one past it', () => {
    const rows = [
      budgets.interactionRow('menu', '/', [run(2500), run(2400), run(2600)], 900),
      budgets.interactionRow('slot', '/docprofile/x', [run(2501), run(2300), run(2700)], 900),
    ];
    expect(budgets.interactiveMisses(rows)).toEqual([
      'slot: first working tap at 2501 ms > 2500 (LCP 1500 ms)',
    ]);
  });

  it('never pass a median run in which no tap worked', () => {
    const row = budgets.interactionRow(
      'search',
      '/pharmacy',
      [run(null), run(null), run(2000)],
      900,
    );
    expect(row.tapMs).toBe(Infinity);
    expect(row.tapRuns).toEqual(['never', 'never', 2000]);
    expect(budgets.interactiveMisses([row])).toEqual([
      'search: no tap worked in the median run (runs: never, never, 2000)',
    ]);
  });

  it('name a run whose effect a second tap undid', () => {
    const row = budgets.interactionRow(
      'pharmacyAdd',
      '/pharmacy',
      [run(2000), { ...run(2100), reverted: true }, run(2200)],
      900,
    );
    expect(budgets.interactiveMisses([row])).toEqual([
      'pharmacyAdd: the effect was undone afterwards in 1 run(s)',
    ]);
  });

  it('summarise the runs by their medians, lost taps included', () => {
    const row = budgets.interactionRow(
      'menu',
      '/',
      [run(5000, 2), run(4000, 1), run(4500, 3)],
      800,
    );
    expect(row).toMatchObject({
      tapMs: 4500,
      effectMs: 4600,
      lostTaps: 2,
      lcpMs: 1500,
      bareLcpMs: 800,
      tapRuns: [5000, 4000, 4500],
      lostRuns: [2, 1, 3],
      revertedRuns: 0,
    });
  });
});

describe('the CI ratchet of first working taps', () => {
  const ratchet: Budget = {
    tapAfterLcpMs: 1000,
    headroom: 1.3,
    quietBareLcpMs: 1000,
    todayTapMs: { pharmacyAdd: 4000 },
  };

  it("holds today's tap with its headroom while the bare page is as quick as today", () => {
    expect(
      budgets.tapBudgetMs({ name: 'pharmacyAdd', lcpMs: 1500, bareLcpMs: 1000 }, ratchet),
    ).toBe(5200);
  });

  it('grows with the bare page on a slower machine', () => {
    expect(
      budgets.tapBudgetMs({ name: 'pharmacyAdd', lcpMs: 1500, bareLcpMs: 1500 }, ratchet),
    ).toBe(7800);
  });

  it('is never stricter than the target, and is the target for an interaction without a figure', () => {
    expect(budgets.tapBudgetMs({ name: 'pharmacyAdd', lcpMs: 4900, bareLcpMs: 900 }, ratchet)).toBe(
      5900,
    );
    expect(budgets.tapBudgetMs({ name: 'menu', lcpMs: 1500, bareLcpMs: 900 }, ratchet)).toBe(2500);
  });

  it('has a figure for every interaction npm run interactive measures', () => {
    expect(Object.keys(budgets.INTERACTIVE_RATCHET.todayTapMs ?? {}).sort()).toEqual(
      ['dateTab', 'medicineAdd', 'menu', 'pharmacyAdd', 'search', 'slot'].sort(),
    );
  });
});
