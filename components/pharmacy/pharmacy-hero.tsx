import { MedicineSearch } from './medicine-search';
import styles from './pharmacy-hero.module.css';

const PROMISES = [
  'FREE delivery',
  'Inclusive of all taxes',
  'Genuine medicines',
  'Pharmacist checked',
];

/** The pharmacy home's heading, sub-line and search box. */
export function PharmacyHero() {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.eyebrow}>Saithunga Pharmacy</p>
        <h1 className={styles.title}>Buy Medicines and Essentials</h1>
        <p className={styles.subtitle}>Find The Care You Need</p>
        <MedicineSearch />
        <ul role="list" className={styles.promises}>
          {PROMISES.map((p) => (
            <li key={p}>
              <span aria-hidden="true">✓</span> {p}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
