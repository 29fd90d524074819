/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SCROLL_TOP_THRESHOLD, ScrollToTop } from '@/components/layout/scroll-to-top';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();

  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollWindowTo(0);
  });

  it('uses the spec threshold of 200 px', () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(200);
  });

  it('is hidden at the top and at exactly 200 px, shown from 201 px', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollWindowTo(200);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    scrollWindowTo(201);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();

    scrollWindowTo(150);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top when clicked', () => {
    render(<ScrollToTop />);
    scrollWindowTo(500);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      render(<ScrollToTop />);
      scrollWindowTo(500);
      fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      window.matchMedia = original;
    }
  });
});
