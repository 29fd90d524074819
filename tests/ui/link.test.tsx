/** @jest-environment jsdom */
/**
 * The site's links prefetch their page on intent (pointer over, touch, keyboard focus), never on
 * sight, and never prefetch another site.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '@/components/ui/link';

const mockPrefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: mockPrefetch }) }));

beforeEach(() => mockPrefetch.mockClear());

describe('Link', () => {
  it('prefetches nothing while it is only on screen', () => {
    render(<Link href="/doctors">Doctors</Link>);
    expect(screen.getByRole('link', { name: 'Doctors' })).toHaveAttribute('href', '/doctors');
    expect(mockPrefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the pointer comes over it', fireEvent.mouseEnter],
    ['a finger touches it', fireEvent.touchStart],
    ['the keyboard focuses it', fireEvent.focus],
  ])('prefetches its page when %s, and still runs its own handler', (_, fire) => {
    const own = jest.fn();
    render(
      <Link href="/pharmacy/cetisol" onMouseEnter={own} onTouchStart={own} onFocus={own}>
        Cetisol
      </Link>,
    );
    fire(screen.getByRole('link', { name: 'Cetisol' }));
    expect(mockPrefetch).toHaveBeenCalledWith('/pharmacy/cetisol');
    expect(own).toHaveBeenCalledTimes(1);
  });

  it.each([
    'https://wa.me/919999999999',
    '//example.com/x',
    '/\\example.com/x',
    'tel:+918000000000',
    '#main',
  ])('never prefetches %s, which is not a page of this site', (href) => {
    render(<Link href={href}>Elsewhere</Link>);
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(mockPrefetch).not.toHaveBeenCalled();
  });
});
