import type { MedicineCard, MedicineDetail } from '@/lib/pharmacy/types';
import { AlsoBought } from './also-bought';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { MedicineGallery } from './medicine-gallery';
import { MedicineSections } from './medicine-sections';
import { MedicineSidePanel } from './medicine-side-panel';
import { MedicineSummary } from './medicine-summary';
import { StickyAddBar } from './sticky-add-bar';
import styles from './medicine-page.module.css';

type Props = { medicine: MedicineDetail; alsoBought: MedicineCard[]; helpline: string };

/** The medicine detail screen: gallery and summary, sticky side panel, details, carousel. */
export function MedicinePage({ medicine, alsoBought, helpline }: Props) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.crumbs}>
        <Breadcrumbs
          items={[
            { name: 'Home', href: '/' },
            { name: 'Pharmacy', href: '/pharmacy' },
            { name: medicine.categoryName, href: `/category/${medicine.categorySlug}` },
            { name: medicine.name, href: `/pharmacy/${medicine.slug}` },
          ]}
        />
      </div>
      <div className={styles.layout}>
        <div className={styles.top}>
          <MedicineGallery images={medicine.images} name={medicine.name} />
          <MedicineSummary medicine={medicine} />
        </div>
        <div className={styles.side}>
          <MedicineSidePanel medicine={medicine} />
        </div>
        <div className={styles.details}>
          <MedicineSections medicine={medicine} helpline={helpline} />
        </div>
      </div>
      <AlsoBought medicines={alsoBought} deferred />
      <StickyAddBar medicine={medicine} />
    </div>
  );
}
