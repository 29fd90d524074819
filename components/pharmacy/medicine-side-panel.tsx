import type { MedicineCard } from '@/lib/pharmacy/types';
import { AddToCartButton } from './add-to-cart-button';
import { PincodeForm } from './pincode-form';
import { PriceBlock } from './price-block';
import styles from './medicine-side-panel.module.css';

/**
 * The side panel (sticky on desktop): price, delivery pincode and the Add / Remove button, which
 * on phones is in the add bar instead.
 */
export function MedicineSidePanel({ medicine }: { medicine: MedicineCard }) {
  return (
    <aside className={styles.panel} aria-label="Order this medicine">
      <p className={styles.name}>{medicine.name}</p>
      <PriceBlock
        pricePaise={medicine.pricePaise}
        mrpPaise={medicine.mrpPaise}
        discountPercent={medicine.discountPercent}
      />
      <PincodeForm />
      {/* Up to 768 px the add bar pinned to the bottom holds it (sticky-add-bar.tsx). */}
      <div className={styles.add}>
        <AddToCartButton medicine={medicine} variant="block" />
      </div>
      <ul role="list" className={styles.promises}>
        <li>Genuine medicines from licensed distributors</li>
        <li>FREE delivery in Bangalore, prices inclusive of all taxes</li>
      </ul>
    </aside>
  );
}
