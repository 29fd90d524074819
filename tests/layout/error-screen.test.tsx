/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ERROR_HEADING, ErrorScreen, errorMessage } from '@/components/layout/error-screen';

describe('ErrorScreen', () => {
  it("shows the spec's heading and the error message", () => {
    render(<ErrorScreen message="Doctor list failed to load" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(ERROR_HEADING).toBe('Unexpected Application Error!');
    expect(screen.getByText('Doctor list failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it("offers 'Try again' only with a retry handler, and calls it", () => {
    const { rerender } = render(<ErrorScreen message="x" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    const retry = jest.fn();
    rerender(<ErrorScreen message="x" onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('can leave out the home link for pages that bring their own', () => {
    render(<ErrorScreen message="404 Not Found" homeLink={false} />);
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });
});

describe('errorMessage', () => {
  it('reads Error messages, strings, and falls back for anything else', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage({ weird: true })).toMatch(/something went wrong/i);
  });
});
