import { sessionState } from '@/lib/security/session-lifetime';

describe("a session's lifetime (the patients' and the staff console's)", () => {
  const life = { idleMs: 30 * 60_000, touchEveryMs: 60_000 };
  const seen = new Date('2031-05-01T10:00:00Z');
  const session = { lastSeenAt: seen, expiresAt: new Date('2031-05-01T22:00:00Z') };
  const after = (ms: number) => new Date(seen.getTime() + ms);

  it('is live just after a request, and written again once the touch interval has passed', () => {
    expect(sessionState(session, after(0), life)).toBe('live');
    expect(sessionState(session, after(60_000), life)).toBe('live');
    expect(sessionState(session, after(60_001), life)).toBe('touch');
    expect(sessionState(session, after(30 * 60_000 - 1), life)).toBe('touch');
  });

  it('ends on the idle limit and at its absolute end, to the millisecond', () => {
    expect(sessionState(session, after(30 * 60_000), life)).toBe('ended');
    const endsSoon = { ...session, expiresAt: after(5_000) };
    expect(sessionState(endsSoon, after(4_999), life)).toBe('live');
    expect(sessionState(endsSoon, after(5_000), life)).toBe('ended');
  });
});
