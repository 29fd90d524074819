/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { DoctorListCard } from '@/components/doctors/doctor-list-card';
import { doctorListItem } from '@/components/doctors/list-card-data';
import type { DoctorCardData } from '@/lib/doctors/types';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => {}, push: () => {} }) }));
jest.mock('@/components/booking/booking-panel', () => ({
  BookingPanel: ({ doctorName }: { doctorName: string }) => <p>Slots for {doctorName}</p>,
}));

const doctor: DoctorCardData = {
  id: 7,
  name: 'Dr. Asha Rao',
  slug: 'dr-asha-rao',
  image: '/images/doctors/dr-asha-rao.svg',
  specialities: ['Cardiology', 'Heart Failure'],
  qualifications: [{ degree: 'MBBS', year: 2001 }, { degree: 'MD' }],
  experienceYears: 12,
  region: 'Jayanagar',
  pricePaise: 95000,
  phone: '+91 80 1234 5678',
  rating: 4.5,
  departmentName: 'Cardiology',
  departmentSlug: 'cardiology',
  searchTerms: ['chest pain'],
};

describe('the /doctors list card', () => {
  it('carries only what it shows to the browser: no phone, rating, department or search terms', () => {
    const item = doctorListItem(doctor);
    expect(Object.keys(item).sort()).toEqual(
      [
        'degrees',
        'experienceYears',
        'id',
        'image',
        'name',
        'pricePaise',
        'region',
        'slug',
        'specialities',
      ].sort(),
    );
    expect(item.degrees).toBe('MBBS (2001), MD');
    expect(item.specialities).toBe('Cardiology, Heart Failure');
  });

  it('shows the photo, name, degrees, specialities, facts, profile link and booking toggle', () => {
    render(<DoctorListCard doctor={doctorListItem(doctor)} />);
    const card = screen.getByTestId('doctor-card');
    expect(within(card).getByRole('heading', { name: 'Dr. Asha Rao' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo of Dr. Asha Rao' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(card).toHaveTextContent('MBBS (2001), MD');
    expect(card).toHaveTextContent('Cardiology, Heart Failure');
    expect(card).toHaveTextContent('12 years experience');
    expect(card).toHaveTextContent('Jayanagar');
    expect(card).toHaveTextContent('Rs. 950 Consultation fees');
    for (const link of within(card).getAllByRole('link'))
      expect(link).toHaveAttribute('href', '/docprofile/dr-asha-rao');
    expect(within(card).getByRole('button', { name: 'Book appointment' })).toBeInTheDocument();
  });

  it('leaves out the degrees line when none is recorded', () => {
    render(<DoctorListCard doctor={doctorListItem({ ...doctor, qualifications: [] })} priority />);
    expect(screen.getByTestId('doctor-card')).not.toHaveTextContent('MBBS');
    expect(screen.getByRole('img', { name: 'Photo of Dr. Asha Rao' })).toHaveAttribute(
      'loading',
      'eager',
    );
  });
});
