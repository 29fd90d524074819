import type { DoctorCardData } from '@/lib/doctors/types';
import sectionStyles from '@/components/content/content-section.module.css';
import { DoctorPager } from './doctor-pager';
import { DoctorTile } from './doctor-tile';

type Props = {
  doctors: DoctorCardData[];
  title: string;
  /** 'No Doctors available' (department) or 'No doctors available' (treatment), verbatim. */
  emptyText: string;
  id: string;
};

/** Section 4 of the department page and the treatment page's doctors: paged cards or the empty line. */
export function DoctorsSection({ doctors, title, emptyText, id }: Props) {
  return (
    <section aria-labelledby={id} className={sectionStyles.section} data-testid="doctors-section">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {doctors.length === 0 ? (
        <p className={sectionStyles.empty}>{emptyText}</p>
      ) : (
        <DoctorPager
          label={title}
          items={doctors.map((doctor) => (
            <DoctorTile key={doctor.id} doctor={doctor} />
          ))}
        />
      )}
    </section>
  );
}
