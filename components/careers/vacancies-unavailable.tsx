import { JOB_FETCH_FAILED_MESSAGE } from '@/lib/careers/messages';
import emptyNote from '@/components/ui/empty-note.module.css';

/**
 * 'Current Vacancies' when the jobs could not be read: the heading stays and the catalogue's
 * message takes the place of the sort, the category filter and the cards (there is nothing to
 * sort or filter). It is in the server HTML and announced as an alert; the rest of the careers
 * page renders as usual.
 */
export function VacanciesUnavailable() {
  return (
    <section className="section" aria-labelledby="vacancies-title">
      <div className="container">
        <h2 id="vacancies-title" className="section-title">
          Current Vacancies
        </h2>
        <p className={emptyNote.soft} role="alert">
          {JOB_FETCH_FAILED_MESSAGE}
        </p>
      </div>
    </section>
  );
}
