/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BookingToggle } from '@/components/doctors/booking-toggle';
import { DoctorPager } from '@/components/doctors/doctor-pager';
import { SpecialityChips } from '@/components/doctors/speciality-chips';

// The toggle is under test here; the slot picker inside it has its own tests.
jest.mock('@/components/booking/booking-panel', () => ({
  BookingPanel: ({ doctorName }: { doctorName: string }) => <p>Slots for {doctorName}</p>,
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.matchMedia = ((query: string) => ({
    matches: /max-width/.test(query) ? width < 768 : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const cards = (n: number) => Array.from({ length: n }, (_, i) => <p key={i}>Doctor {i + 1}</p>);
const visible = () => screen.getAllByText(/^Doctor \d+$/).filter((el) => !el.closest('[hidden]'));

describe('DoctorPager', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows 6 per page at 1280 px, with previous disabled first and next disabled last', () => {
    setWidth(1280);
    render(<DoctorPager label="Best Doctors For Cardiology" items={cards(8)} />);
    expect(visible()).toHaveLength(6);
    const prev = screen.getByRole('button', { name: 'Previous doctors' });
    const next = screen.getByRole('button', { name: 'Next doctors' });
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(visible().map((el) => el.textContent)).toEqual(['Doctor 7', 'Doctor 8']);
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('shows 4 per page under 768 px', () => {
    setWidth(375);
    render(<DoctorPager label="Doctors" items={cards(8)} />);
    expect(visible()).toHaveLength(4);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('has no arrows when everyone fits on one page', () => {
    setWidth(1280);
    render(<DoctorPager label="Doctors" items={cards(6)} />);
    expect(visible()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Next doctors' })).not.toBeInTheDocument();
  });
});

describe('SpecialityChips', () => {
  it("shows the first speciality, '+N More' expands the rest and 'Show Less' collapses them", () => {
    render(
      <SpecialityChips
        specialities={['Cardiology', 'Echo', 'Heart Failure']}
        region="Koramangala"
      />,
    );
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.queryByText('Echo')).not.toBeInTheDocument();
    expect(screen.getByText('Koramangala')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '+2 More' }));
    expect(screen.getByText('Echo')).toBeInTheDocument();
    expect(screen.getByText('Heart Failure')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByText('Echo')).not.toBeInTheDocument();
  });

  it('has no toggle with a single speciality', () => {
    render(<SpecialityChips specialities={['ENT']} region="Jayanagar" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('BookingToggle', () => {
  it("opens the booking panel with 'Book appointment' and closes it with 'Cancel'", () => {
    render(<BookingToggle doctorId={7} doctorName="Dr. Ananya Rao" />);
    const button = screen.getByRole('button', { name: 'Book appointment' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => fireEvent.click(button));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    // The button controls the container the slot picker (its own labelled region) opens in.
    const container = document.getElementById(cancel.getAttribute('aria-controls')!)!;
    expect(container).toBeVisible();
    expect(container).toHaveTextContent('Slots for Dr. Ananya Rao');
    act(() => fireEvent.click(cancel));
    expect(screen.getByRole('button', { name: 'Book appointment' })).toBeInTheDocument();
    expect(container).not.toBeVisible();
    expect(screen.queryByText(/Slots for/)).not.toBeInTheDocument();
  });
});
