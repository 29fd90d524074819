/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from '@/components/layout/toast';
import { JobBoard } from '@/components/careers/job-board';
import type { Job } from '@/lib/careers/types';
import { typeThenHydrate, unmountHydrated } from '../helpers/typed-early';

jest.mock('@/components/layout/toast', () => ({ toast: { info: jest.fn(), error: jest.fn() } }));

const base = {
  qualification: 'MBBS, MD (Anaesthesia)',
  experience: '5+ years in a tertiary hospital',
  vacancy: 2,
  salary: 'Best in industry',
  responsibilities: 'Pre-operative assessment and theatre lists',
  keySkills: ['Airway management', 'ICU care'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

const jobs: Job[] = [
  { ...base, id: 1, title: 'Staff Nurse', category: { id: 2, name: 'Nursing' }, attachment: null },
  {
    ...base,
    id: 2,
    title: 'Anaesthetist',
    category: { id: 1, name: 'Doctors' },
    attachment: { href: '/files/anaesthetist.pdf', name: 'anaesthetist.pdf' },
  },
];
const categories = [
  { id: 1, name: 'Doctors' },
  { id: 2, name: 'Nursing' },
];

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => window.history.replaceState(null, '', '/careers'));

describe('JobBoard', () => {
  it('sorts A-Z by default and Z-A on request, keeping the choice in the URL', () => {
    render(<JobBoard jobs={jobs} categories={categories} />);
    expect(titles()).toEqual(['Anaesthetist', 'Staff Nurse']);
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'za' } });
    expect(titles()).toEqual(['Staff Nurse', 'Anaesthetist']);
    expect(window.location.search).toBe('?sort=za');
  });

  it('filters by job category', () => {
    render(<JobBoard jobs={jobs} categories={categories} />);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Nursing' } });
    expect(titles()).toEqual(['Staff Nurse']);
    expect(screen.getByRole('status')).toHaveTextContent('1 opening in Nursing');
  });

  it('applies sort and category from the URL it was opened with', () => {
    window.history.replaceState(null, '', '/careers?sort=za&category=Doctors');
    render(<JobBoard jobs={jobs} categories={categories} />);
    expect(titles()).toEqual(['Anaesthetist']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('za');
  });

  it('applies a sort and a category both chosen before it hydrated', async () => {
    try {
      await typeThenHydrate(<JobBoard jobs={jobs} categories={categories} />, {
        'Sort by': 'za',
        Category: 'Nursing',
      });
      expect(window.location.search).toBe('?sort=za&category=Nursing');
      expect(titles()).toEqual(['Staff Nurse']);
      expect(screen.getByLabelText('Sort by')).toHaveValue('za');
    } finally {
      unmountHydrated();
    }
  });

  it('shortens long values to 10 characters with Read More / Show Less', () => {
    render(<JobBoard jobs={jobs} categories={categories} />);
    const nurse = card('Staff Nurse');
    expect(within(nurse).getByText(/^MBBS, MD \(…/)).toBeInTheDocument();
    const [more] = within(nurse).getAllByRole('button', { name: 'Read More' });
    fireEvent.click(more);
    expect(within(nurse).getByText(/MBBS, MD \(Anaesthesia\)/)).toBeInTheDocument();
    expect(within(nurse).getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
    // A value of 10 characters or fewer has no toggle: vacancy '2'.
    expect(within(nurse).getByText('2')).toBeInTheDocument();
  });

  it('opens the form of the job, disables its Apply Now, and closes every form', async () => {
    render(<JobBoard jobs={jobs} categories={categories} />);
    const applyNurse = within(card('Staff Nurse')).getByRole('button', { name: 'Apply Now' });
    const applyAnaes = within(card('Anaesthetist')).getByRole('button', { name: 'Apply Now' });
    fireEvent.click(applyNurse);
    expect(applyNurse).toBeDisabled();
    expect(applyAnaes).toBeEnabled();
    // The form's code is fetched at the first 'Apply Now'; until it arrives the slot says so.
    expect(screen.getByText('Opening the application form...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('form', { name: 'Apply for Staff Nurse' })).toBeInTheDocument();
    fireEvent.click(applyAnaes);
    expect(await screen.findAllByRole('form')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close application form' })[0]);
    expect(screen.queryAllByRole('form')).toHaveLength(0);
    expect(applyNurse).toBeEnabled();
    expect(applyAnaes).toBeEnabled();
  });

  it('downloads an attachment with a toast, and says so when there is none', () => {
    render(<JobBoard jobs={jobs} categories={categories} />);
    const link = within(card('Anaesthetist')).getByRole('link', { name: /Download Details/ });
    expect(link).toHaveAttribute('href', '/files/anaesthetist.pdf');
    fireEvent.click(link);
    expect(toast.info).toHaveBeenCalledWith('Downloading anaesthetist.pdf for Anaesthetist...');
    fireEvent.click(within(card('Staff Nurse')).getByRole('button', { name: /Download Details/ }));
    expect(toast.error).toHaveBeenCalledWith('No files available for download for Staff Nurse');
  });
});
