import '@testing-library/jest-dom';

// Jest does not compile `'use cache'`, so the domain reads run uncached here; cacheLife and
// cacheTag, which Next allows only inside such a read, do nothing. A test file that mocks
// next/cache itself (helpers/render-page.ts) replaces this.
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: jest.fn(),
  cacheTag: jest.fn(),
}));
