import type { MedicineCard as Card } from '@/lib/pharmacy/types';
import { MedicineCard } from './medicine-card';
import { MedicineCarousel } from './medicine-carousel';
import styles from './also-bought.module.css';

type Props = {
  medicines: Card[];
  /** Far below the first screen (a medicine's page, the cart): the cards come in as it nears the screen. */
  deferred?: boolean;
};

/** 'Customers also Bought': 5 visible, 1 per step, autoplay 3000 ms, looping. */
export function AlsoBought({ medicines, deferred = false }: Props) {
  if (!medicines.length) return null;
  return (
    // The carousel is the labelled region; a second landmark with the same name would repeat it.
    <div className={styles.section}>
      <h2 id="also-bought" className={styles.title}>
        Customers also Bought
      </h2>
      <MedicineCarousel
        slides={medicines.map((m) => ({ key: m.id, node: <MedicineCard medicine={m} /> }))}
        label="Customers also Bought"
        variant="also-bought"
        deferSlides={deferred}
      />
    </div>
  );
}
