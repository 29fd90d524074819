/** What the form tests share: a fetch each test answers, and sonner's toaster beside the form. */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { toast, Toaster } from 'sonner';
import { toastHost } from '@/components/layout/toast';

/** jsdom has no Response; the forms read only the status and the JSON body. */
export const reply = (body: unknown, status = 200) =>
  ({ status, json: async () => body }) as unknown as Response;

/**
 * Replaces fetch with a mock, reset before each test, and clears the toasts after each: sonner
 * keeps them in a module-level store. The tests render sonner's toaster themselves
 * (renderWithToaster): it is the host the site's toasts wait for.
 */
export function mockFetchWithToasts(): jest.Mock {
  const fetchMock = jest.fn();
  beforeAll(() => toastHost.mounted());
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
  });
  return fetchMock;
}

/** Renders a form with sonner's toaster beside it. */
export function renderWithToaster(form: ReactElement) {
  return render(
    <>
      {form}
      <Toaster />
    </>,
  );
}
