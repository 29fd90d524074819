/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { toast, toastHost } from '@/components/layout/toast';
import { Toaster } from '@/components/layout/toaster';

// sonner's toaster starts empty and listens from its mount on: a toast sent before it would be lost.
const sonnerCalls: string[] = [];
jest.mock('sonner', () => {
  const actual = jest.requireActual('sonner');
  const spy = (kind: 'success' | 'error' | 'warning' | 'info') => (message: string) => {
    sonnerCalls.push(message);
    return actual.toast[kind](message);
  };
  return {
    ...actual,
    toast: {
      success: spy('success'),
      error: spy('error'),
      warning: spy('warning'),
      info: spy('info'),
    },
  };
});

// sonner measures its toasts; jsdom has no layout, and no matchMedia.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Toaster', () => {
  it('mounts no toaster with the page; the first toast brings it and is shown', async () => {
    const { container } = render(<Toaster />);
    await act(settle);
    expect(container.querySelector('section')).toBeNull();
    expect(toastHost.wanted()).toBe(false);

    act(() => toast.success('Saved your details'));
    expect(await screen.findByText('Saved your details', {}, { timeout: 3000 })).toBeVisible();
    expect(document.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();

    // Once there, the host shows the next toast as well.
    act(() => toast.error('Could not save'));
    expect(await screen.findByText('Could not save')).toBeVisible();
  });

  it('holds the first toast until the host says it is mounted', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/components/layout/toast');
      // No <Toaster /> rendered for this copy of the module: nothing mounts its host.
      fresh.toast.info('Waiting for the host');
      await settle();
      expect(fresh.toastHost.wanted()).toBe(true);
      expect(sonnerCalls).not.toContain('Waiting for the host');
      fresh.toastHost.mounted();
      await settle();
      expect(sonnerCalls).toContain('Waiting for the host');
    });
  });
});
