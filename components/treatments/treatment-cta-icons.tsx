import { SiteImage } from '@/components/ui/site-image';
import type { TreatmentPageData } from '@/lib/departments/treatment-reads';
import styles from './treatment.module.css';

/** The header's icon row: why patients choose Saithunga for this treatment. */
export function TreatmentCtaIcons({ icons }: { icons: TreatmentPageData['ctaIcons'] }) {
  if (icons.length === 0) return null;
  return (
    <ul role="list" className={styles.ctaIcons} aria-label="Why choose us">
      {icons.map((item) => (
        <li key={item.id} className={styles.ctaIcon}>
          <span className={styles.ctaIconImage}>
            <SiteImage src={item.icon} alt="" width={32} height={32} />
          </span>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
