/** @jest-environment jsdom */
/**
 * /careers when the job read fails: spec section 8's 'Failed to fetch job data' takes the place
 * of the vacancies, and the rest of the page (banner, intro, breadcrumb JSON-LD) still renders
 * instead of the error screen. Here the database is unreachable for every read; the job reads
 * are controlled per test.
 */
import { navigationMock, noIncrementalCacheMock } from '../helpers/render-page';
import { render, screen, within } from '@testing-library/react';
import CareersPage, { generateMetadata } from '@/app/(site)/careers/page';
import { JOB_FETCH_FAILED_MESSAGE } from '@/lib/careers/messages';
import { getJobCategories, getJobs } from '@/lib/careers/reads';
import { type Job } from '@/lib/careers/types';
import { logger } from '@/lib/log';

// jsdom has no fetch Request, which next/server needs; outside a request connection() resolves.
jest.mock('next/server', () => ({ connection: async () => undefined }));
jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('next/navigation', () => navigationMock());
jest.mock('@/lib/db', () => ({
  getDb: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  },
  schema: jest.requireActual('@/lib/db/schema'),
}));
jest.mock('@/lib/careers/reads', () => ({ getJobs: jest.fn(), getJobCategories: jest.fn() }));
jest.mock('@/components/layout/toast', () => ({ toast: { info: jest.fn(), error: jest.fn() } }));

const job: Job = {
  id: 1,
  title: 'Staff Nurse',
  category: { id: 2, name: 'Nursing' },
  qualification: 'GNM or B.Sc Nursing',
  experience: '2 years',
  vacancy: 4,
  salary: 'As per norms',
  responsibilities: 'Ward care',
  keySkills: ['Empathy'],
  createdAt: '2025-01-01T00:00:00.000Z',
  attachment: null,
};

let logged: jest.SpyInstance;

beforeEach(() => {
  window.history.replaceState(null, '', '/careers');
  logged = jest.spyOn(logger, 'error').mockImplementation(() => {});
  jest.mocked(getJobCategories).mockResolvedValue([{ id: 2, name: 'Nursing' }]);
});

afterEach(() => logged.mockRestore());

function jsonLdTypes(container: HTMLElement): string[] {
  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '[]') as { '@type': string }[];
  return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
}

describe('careers page when the job fetch fails', () => {
  it("shows 'Failed to fetch job data' in place of the vacancies, not the error screen", async () => {
    jest.mocked(getJobs).mockRejectedValue(new Error('connect ECONNREFUSED'));
    const { container } = render(await CareersPage());

    const vacancies = screen.getByRole('region', { name: 'Current Vacancies' });
    expect(within(vacancies).getByRole('alert')).toHaveTextContent(/^Failed to fetch job data$/);
    expect(JOB_FETCH_FAILED_MESSAGE).toBe('Failed to fetch job data');
    // Nothing to sort, filter or apply for.
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    // The rest of the page is there.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/30 years/);
    expect(screen.getByRole('heading', { name: /Why build your career/ })).toBeInTheDocument();
    expect(jsonLdTypes(container)).toEqual(['BreadcrumbList']);
    // The failure is logged for the operators.
    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ type: 'Error' }) },
      'careers: job fetch failed',
    );
  });

  it('lists the vacancies when the jobs are read, even if the other reads fail', async () => {
    jest.mocked(getJobs).mockResolvedValue([job]);
    jest.mocked(getJobCategories).mockRejectedValue(new Error('timeout'));
    const { container } = render(await CareersPage());

    expect(screen.queryByText(JOB_FETCH_FAILED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Staff Nurse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    // A failed category read only leaves the filter with 'All Categories'.
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Categories']);
    expect(jsonLdTypes(container)).toEqual(['JobPosting', 'BreadcrumbList']);
    expect(logged).toHaveBeenCalledWith(
      { err: expect.objectContaining({ type: 'Error' }) },
      'careers: job category fetch failed',
    );
  });

  it('still has its title and description when the meta tag cannot be read', async () => {
    const metadata = await generateMetadata();
    expect(metadata.title).toEqual({ absolute: 'Careers at Saithunga Hospital' });
    expect(metadata.description).toMatch(/Current vacancies/);
  });
});
