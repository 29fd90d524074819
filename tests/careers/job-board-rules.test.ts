import {
  boardStateFromSearch,
  filterJobs,
  searchFromBoardState,
  sortJobs,
  visibleJobs,
} from '@/lib/careers/job-board';
import { downloadingMessage, noFileMessage } from '@/lib/careers/messages';
import type { Job } from '@/lib/careers/types';

const job = (id: number, title: string, category: string): Job => ({
  id,
  title,
  category: { id: category.length, name: category },
  qualification: 'B.Sc Nursing',
  experience: '2 years',
  vacancy: 1,
  salary: 'As per norms',
  responsibilities: 'Care',
  keySkills: [],
  attachment: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const jobs = [
  job(1, 'staff nurse', 'Nursing'),
  job(2, 'Anaesthetist', 'Doctors'),
  job(3, 'Radiographer', 'Technicians'),
  job(4, 'Biomedical Engineer', 'Technicians'),
];

describe('job board rules', () => {
  it('sorts by title A-Z, case-insensitively, or Z-A', () => {
    expect(sortJobs(jobs, 'az').map((j) => j.title)).toEqual([
      'Anaesthetist',
      'Biomedical Engineer',
      'Radiographer',
      'staff nurse',
    ]);
    expect(sortJobs(jobs, 'za').map((j) => j.title)).toEqual([
      'staff nurse',
      'Radiographer',
      'Biomedical Engineer',
      'Anaesthetist',
    ]);
  });

  it('filters by category; the empty value means all', () => {
    expect(filterJobs(jobs, 'Technicians').map((j) => j.id)).toEqual([3, 4]);
    expect(filterJobs(jobs, '')).toHaveLength(4);
    expect(visibleJobs(jobs, { sort: 'za', category: 'Technicians' }).map((j) => j.id)).toEqual([
      3, 4,
    ]);
  });

  it('keeps its state in the query string, defaults left out', () => {
    const names = ['Doctors', 'Nursing', 'Technicians'];
    expect(boardStateFromSearch('', names)).toEqual({ sort: 'az', category: '' });
    expect(boardStateFromSearch('?sort=za&category=Nursing', names)).toEqual({
      sort: 'za',
      category: 'Nursing',
    });
    expect(boardStateFromSearch('?sort=bogus&category=Pilots', names)).toEqual({
      sort: 'az',
      category: '',
    });
    expect(searchFromBoardState({ sort: 'az', category: '' })).toBe('');
    expect(searchFromBoardState({ sort: 'za', category: 'Lab & Imaging' })).toBe(
      '?sort=za&category=Lab+%26+Imaging',
    );
  });

  it('words the download toasts as the catalogue', () => {
    expect(downloadingMessage('jd.pdf', 'Staff Nurse')).toBe(
      'Downloading jd.pdf for Staff Nurse...',
    );
    expect(noFileMessage('Staff Nurse')).toBe('No files available for download for Staff Nurse');
  });
});
