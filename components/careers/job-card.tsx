import { ReadMore } from '@/components/ui/read-more';
import { CUT_OFFS } from '@/lib/text';
import type { Job } from '@/lib/careers/types';
import { JobDownload } from './job-download';
import styles from './careers.module.css';

type Props = {
  job: Job;
  /** Its application form is open: 'Apply Now' is disabled meanwhile. */
  applying: boolean;
  onApply: () => void;
};

/** Every field of a vacancy, each value cut at 10 characters with Read More (spec section 9). */
export function JobCard({ job, applying, onApply }: Props) {
  const fields: { label: string; value: string }[] = [
    { label: 'Qualification', value: job.qualification },
    { label: 'Experience', value: job.experience },
    { label: 'Vacancy', value: String(job.vacancy) },
    { label: 'Salary', value: job.salary },
    { label: 'Responsibilities', value: job.responsibilities },
    { label: 'Key Skills', value: job.keySkills.join(', ') },
  ];
  return (
    <article className={styles.card} aria-labelledby={`job-${job.id}-title`}>
      <header className={styles.cardHead}>
        <span className={styles.jobCategory}>{job.category.name}</span>
        <h3 id={`job-${job.id}-title`} className={styles.jobTitle}>
          {job.title}
        </h3>
      </header>
      <dl className={styles.fields}>
        {fields.map((field) => (
          <div key={field.label} className={styles.field}>
            <dt>{field.label}</dt>
            <dd>
              <ReadMore
                text={field.value}
                limit={CUT_OFFS.jobField}
                moreLabel="Read More"
                lessLabel="Show Less"
              />
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onApply}
          disabled={applying}
          aria-expanded={applying}
        >
          Apply Now
        </button>
        <JobDownload job={job} />
      </div>
    </article>
  );
}
