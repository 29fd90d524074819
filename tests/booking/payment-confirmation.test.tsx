/** @jest-environment jsdom */
/**
 * /payment-success claims a payment only for a booking it found confirmed: an unknown reference
 * says the booking was not found, and no reference says where the confirmation will come.
 */
import { render, screen } from '@testing-library/react';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/payment-success',
}));

import { PaymentConfirmation } from '@/components/booking/payment-confirmation';

const BOOKING = {
  reference: 'SMH-ABCDEFGH23',
  doctorName: 'Asha Rao',
  date: '16/03/2030',
  time: '10:00 AM',
  amountPaise: 80_000,
};

it('says "Payment Successful" for a confirmed booking', () => {
  render(<PaymentConfirmation reference={BOOKING.reference} booking={BOOKING} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful');
  expect(screen.getByText('SMH-ABCDEFGH23')).toBeInTheDocument();
});

it('claims no payment for an unknown reference, nor for none', () => {
  const { unmount } = render(<PaymentConfirmation reference="SMH-ZZZZZZZZZZ" booking={null} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking not found');
  unmount();
  render(<PaymentConfirmation booking={null} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you');
  expect(screen.queryByText(/payment has been received/)).toBeNull();
});
