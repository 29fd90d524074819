import { SiteImage } from '@/components/ui/site-image';
import type { TreatmentInfo as Info } from '@/lib/departments/treatment-reads';
import sectionStyles from '@/components/content/content-section.module.css';
import styles from './treatment.module.css';

const FIELDS: { key: keyof Info; label: string }[] = [
  { key: 'diseaseName', label: 'Disease' },
  { key: 'surgeryName', label: 'Surgery / procedure' },
  { key: 'duration', label: 'Duration' },
  { key: 'treatedBy', label: 'Treated by' },
];

/** The banner and the disease and surgery facts (disease_name, surgery_name, duration, treated_by). */
export function TreatmentInfo({
  name,
  banner,
  info,
}: {
  name: string;
  banner?: string;
  info: Info | null;
}) {
  if (!banner && !info) return null;
  return (
    <section aria-labelledby="treatment-info" className={sectionStyles.section}>
      <h2 id="treatment-info" className="section-title">
        {name} at a glance
      </h2>
      {banner ? (
        <SiteImage
          src={banner}
          alt={`${name} at Saithunga`}
          width={880}
          height={300}
          className={styles.banner}
        />
      ) : null}
      {info ? (
        <dl className={styles.info} data-testid="treatment-info">
          {FIELDS.map(({ key, label }) => (
            <div key={key} className={styles.infoItem}>
              <dt>{label}</dt>
              <dd>{info[key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
