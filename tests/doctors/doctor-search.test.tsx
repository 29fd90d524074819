/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

import { DoctorSearchForm } from '@/components/doctors/doctor-search-form';
import {
  DoctorResults,
  DoctorSearchProvider,
  SKELETON_MS,
  useDoctorSearch,
} from '@/components/doctors/doctor-search-state';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

function renderSearch(filters = { city: '', q: '' }) {
  return render(
    <DoctorSearchProvider>
      <DoctorSearchForm cities={['HSR Layout', 'Koramangala']} filters={filters} />
      <DoctorResults countLine="2 doctors available in Bangalore">
        <p>doctor cards</p>
      </DoctorResults>
    </DoctorSearchProvider>,
  );
}

describe('doctor search', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the results at first, never the skeleton', () => {
    renderSearch();
    expect(screen.getByText('2 doctors available in Bangalore')).toBeInTheDocument();
    expect(screen.getByText('doctor cards')).toBeInTheDocument();
    expect(screen.queryByTestId('doctor-skeleton')).not.toBeInTheDocument();
  });

  it('puts the filters in the URL and shows 5 placeholder cards for 1 second', () => {
    renderSearch();
    fireEvent.change(screen.getByLabelText('Search by disease or doctor name'), {
      target: { value: 'heart' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/doctors?q=heart', { scroll: false });
    expect(screen.getByTestId('doctor-skeleton').children).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Please Wait...');
    act(() => jest.advanceTimersByTime(SKELETON_MS - 50));
    expect(screen.getByTestId('doctor-skeleton')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('doctor-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('doctor cards')).toBeInTheDocument();
  });

  it('counts the second from when the placeholders are drawn, not from the tap', () => {
    // A busy phone: drawing the placeholders takes 300 ms of the clock.
    let slowed = false;
    function SlowToDraw() {
      const { loading } = useDoctorSearch();
      if (loading && !slowed) {
        slowed = true;
        jest.advanceTimersByTime(300);
      }
      return null;
    }
    render(
      <DoctorSearchProvider>
        <DoctorSearchForm cities={['HSR Layout']} filters={{ city: '', q: '' }} />
        <SlowToDraw />
        <DoctorResults countLine="2 doctors available in Bangalore">
          <p>doctor cards</p>
        </DoctorResults>
      </DoctorSearchProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    act(() => jest.advanceTimersByTime(SKELETON_MS - 50));
    expect(screen.getByTestId('doctor-skeleton')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('doctor-skeleton')).not.toBeInTheDocument();
  });

  it("selects the listed city whatever the URL's case, and keeps an unlisted one", () => {
    const { unmount } = renderSearch({ city: 'koramangala', q: '' });
    expect(screen.getByLabelText('City')).toHaveValue('Koramangala');
    unmount();
    renderSearch({ city: 'Whitefield', q: '' });
    expect(screen.getByLabelText('City')).toHaveValue('Whitefield');
  });

  it('applies a chosen city at once', () => {
    renderSearch({ city: '', q: 'knee' });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'HSR Layout' } });
    expect(push).toHaveBeenCalledWith('/doctors?city=HSR+Layout&q=knee', { scroll: false });
  });

  it('follows filters that change in the URL (back and forward)', () => {
    const { rerender } = renderSearch({ city: 'Koramangala', q: '' });
    expect(screen.getByLabelText('City')).toHaveValue('Koramangala');
    rerender(
      <DoctorSearchProvider>
        <DoctorSearchForm cities={['HSR Layout', 'Koramangala']} filters={{ city: '', q: 'rao' }} />
      </DoctorSearchProvider>,
    );
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Search by disease or doctor name')).toHaveValue('rao');
  });

  describe('typed into before it hydrated (a slow phone)', () => {
    const form = (
      <DoctorSearchProvider>
        <DoctorSearchForm cities={['HSR Layout', 'Koramangala']} filters={{ city: '', q: '' }} />
      </DoctorSearchProvider>
    );
    afterEach(unmountHydrated);

    it('searches for the words typed before, once Search is pressed', async () => {
      await typeThenHydrate(form, { 'Search by disease or doctor name': 'heart' });
      expect(push).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(push).toHaveBeenCalledWith('/doctors?q=heart', { scroll: false });
      expect(screen.getByLabelText('Search by disease or doctor name')).toHaveValue('heart');
    });

    it('changes nothing when nothing was typed, whatever the case of the URL', async () => {
      await typeThenHydrate(
        <DoctorSearchProvider>
          <DoctorSearchForm
            cities={['HSR Layout', 'Koramangala']}
            filters={{ city: 'koramangala', q: 'knee' }}
          />
        </DoctorSearchProvider>,
        {},
      );
      expect(push).not.toHaveBeenCalled();
      expect(screen.getByLabelText('City')).toHaveValue('Koramangala');
    });

    it('applies a city chosen before, with the words typed before', async () => {
      await typeThenHydrate(form, {
        City: 'Koramangala',
        'Search by disease or doctor name': 'knee',
      });
      expect(push).toHaveBeenCalledWith('/doctors?city=Koramangala&q=knee', { scroll: false });
      expect(screen.getByLabelText('City')).toHaveValue('Koramangala');
    });
  });
});
