import '@testing-library/jest-dom';

// Jest does not compile `'use cache'`, so the domain reads run uncached here; cacheLife and
// cacheTag, which Next allows only inside such a read, do nothing. A test file that mocks
// next/cache itself (helpers/render-page.ts) replaces this.
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: jest.fn(),
  cacheTag: jest.fn(),
  // Outside a request Next refuses to revalidate; tests that care assert on the mock.
  revalidateTag: jest.fn(),
}));

// Each test starts with fresh per-client request limits (lib/security/limits.ts keeps them on
// globalThis), as a new visitor would: route tests call handlers many times without a client
// address, which would otherwise add up to a 429 across the tests of a file. A test of the
// limits counts within itself.
beforeEach(() => {
  const holder = (globalThis as { __saithungaLimits?: { limits: Map<string, unknown> } })
    .__saithungaLimits;
  holder?.limits.clear();
});
