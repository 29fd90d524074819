import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { ShowMoreList } from '@/components/ui/show-more-list';
import type { SpecialityCard } from '@/lib/departments/reads';
import { CUT_OFFS, truncate } from '@/lib/text';
import sectionStyles from '@/components/content/content-section.module.css';
import edgeCard from '@/components/ui/edge-card.module.css';
import styles from './department.module.css';

/** Speciality cards shown before 'View All' (one row of three in the content column). */
export const SPECIALITIES_SHOWN = 3;

/** Section 3, 'Our Specialities': cards to /treatment/{slug}, names cut at 20 characters. */
export function SpecialitiesGrid({
  specialities,
  departmentName,
}: {
  specialities: SpecialityCard[];
  departmentName: string;
}) {
  if (specialities.length === 0) return null;
  return (
    <section
      aria-labelledby="department-specialities"
      className={sectionStyles.section}
      data-testid="specialities"
    >
      <h2 id="department-specialities" className="section-title">
        Our Specialities
      </h2>
      <p className={sectionStyles.lead}>Treatments offered by our {departmentName} team.</p>
      <ShowMoreList
        density="compact"
        initial={SPECIALITIES_SHOWN}
        moreLabel="View All"
        lessLabel="Show Less"
        className={styles.specialities}
        items={specialities.map((s) => {
          const short = truncate(s.name, CUT_OFFS.treatmentName);
          return (
            <Link
              key={s.id}
              href={`/treatment/${s.slug}`}
              className={`${edgeCard.card} ${styles.speciality}`}
              title={s.name}
            >
              <SiteImage
                src={s.image}
                alt=""
                width={280}
                height={180}
                className={styles.specialityImage}
              />
              <span className={styles.specialityName}>
                <span aria-hidden="true">{short}</span>
                <span className="visually-hidden">{s.name}</span>
              </span>
            </Link>
          );
        })}
      />
    </section>
  );
}
