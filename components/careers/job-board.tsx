'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ALL_JOB_CATEGORIES, visibleJobs, type JobSort } from '@/lib/careers/job-board';
import type { Job, JobCategory } from '@/lib/careers/types';
import { JobCard } from './job-card';
import { useTypedEarly } from '@/components/ui/use-typed-early';
import { useBoardUrl } from './use-board-url';
import emptyNote from '@/components/ui/empty-note.module.css';
import styles from './careers.module.css';

type Props = { jobs: Job[]; categories: JobCategory[] };

/** The application form's code (formik, yup, the file checks) is fetched at 'Apply Now'. */
const JobApplicationForm = dynamic(
  () => import('@/components/forms/job-application-form').then((m) => m.JobApplicationForm),
  {
    ssr: false,
    loading: () => (
      <p role="status" className={styles.formLoading}>
        Opening the application form...
      </p>
    ),
  },
);

/**
 * 'Current Vacancies': sort (title A-Z by default, or Z-A), category filter and the job cards.
 * 'Apply Now' opens that job's inline form and disables its button; any form's close icon
 * closes them all.
 */
export function JobBoard({ jobs, categories }: Props) {
  const names = categories.map((c) => c.name);
  const [state, change] = useBoardUrl(names);
  // Chosen before the board hydrated: applied once it has (docs/decisions/early-taps.md).
  const sortRef = useTypedEarly<HTMLSelectElement>(
    (sort) => change({ sort: sort as JobSort }),
    state.sort,
  );
  const categoryRef = useTypedEarly<HTMLSelectElement>(
    (category) => change({ category }),
    state.category,
  );
  const [openForms, setOpenForms] = useState<ReadonlySet<number>>(new Set());
  const shown = visibleJobs(jobs, state);

  const open = (id: number) => setOpenForms((current) => new Set(current).add(id));
  const closeAll = () => setOpenForms(new Set());

  return (
    <section className="section" aria-labelledby="vacancies-title">
      <div className="container">
        <div className={styles.boardHead}>
          <div>
            <h2 id="vacancies-title" className="section-title">
              Current Vacancies
            </h2>
            <p className={styles.count} role="status">
              {shown.length} {shown.length === 1 ? 'opening' : 'openings'}
              {state.category ? ` in ${state.category}` : ''}
            </p>
          </div>
          <div className={styles.controls}>
            <label className={styles.control}>
              <span>Sort by</span>
              <select
                autoComplete="off"
                ref={sortRef}
                value={state.sort}
                onChange={(e) => change({ sort: e.target.value as JobSort })}
              >
                <option value="az">Title A-Z</option>
                <option value="za">Title Z-A</option>
              </select>
            </label>
            <label className={styles.control}>
              <span>Category</span>
              <select
                autoComplete="off"
                ref={categoryRef}
                value={state.category}
                onChange={(e) => change({ category: e.target.value })}
              >
                <option value={ALL_JOB_CATEGORIES}>All Categories</option>
                {names.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        {shown.length === 0 ? (
          <p className={emptyNote.soft}>
            No vacancies in this category right now. Please check back soon.
          </p>
        ) : (
          <ul role="list" className={styles.jobs}>
            {shown.map((job) => (
              <li key={job.id} className={styles.jobItem}>
                <JobCard job={job} applying={openForms.has(job.id)} onApply={() => open(job.id)} />
                {openForms.has(job.id) ? (
                  <div className={styles.formSlot}>
                    <JobApplicationForm job={{ id: job.id, title: job.title }} onClose={closeAll} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
