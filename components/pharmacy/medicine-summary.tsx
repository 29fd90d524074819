import {
  needsPrescription,
  notSoldOnlineReason,
  NOT_SOLD_ONLINE,
  PRESCRIPTION_BADGE,
  soldOnline,
} from '@/lib/pharmacy/schedule';
import { stockNote } from '@/lib/pharmacy/stock-rules';
import { lazyDateFormat } from '@/lib/format/lazy-intl';
import type { MedicineDetail } from '@/lib/pharmacy/types';
import { CopyLinkButton } from './copy-link-button';
import { PriceBlock } from './price-block';
import styles from './medicine-summary.module.css';

const monthYear = lazyDateFormat('en-IN', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Jan 2030' from an ISO date. */
export function formatExpiry(iso: string): string {
  return monthYear(new Date(`${iso}T00:00:00Z`));
}

/** Free inside the city; the pincode box tells the fee and the wait anywhere else. */
const FREE_DELIVERY = 'FREE delivery in Bangalore';

/** Name, price block, available sizes and the key facts beside the gallery. */
export function MedicineSummary({ medicine: m }: { medicine: MedicineDetail }) {
  const facts: [string, string][] = [
    ['Pack size', m.packSize],
    ['Manufacturer', m.manufacturer],
    ['Consume type', m.consumeType],
    ['Expiry', formatExpiry(m.expiryDate)],
  ];
  // 'Only N left' (or nothing) when it can be bought; the same words as on its card.
  const lowStock = m.available ? stockNote(m.stock) : null;
  return (
    <div className={styles.summary}>
      <p className={styles.brand}>
        {m.brandName} · {m.categoryName}
      </p>
      <h1 className={styles.name}>{m.name}</h1>
      {needsPrescription(m.schedule) && (
        <p className={styles.rx} data-testid="schedule-badge">
          {PRESCRIPTION_BADGE}
        </p>
      )}
      {!soldOnline(m.schedule) && (
        <div className={styles.notSold} role="note" data-testid="schedule-badge">
          <strong>{NOT_SOLD_ONLINE}</strong>
          <p>{notSoldOnlineReason(m.name)}</p>
        </div>
      )}
      <PriceBlock
        pricePaise={m.pricePaise}
        mrpPaise={m.mrpPaise}
        discountPercent={m.discountPercent}
        size="large"
      />
      {m.pricePerPack && <p className={styles.perPack}>{m.pricePerPack}</p>}
      {m.availableSizes.length > 0 && (
        <div>
          <h2 className={styles.label}>Available sizes</h2>
          <ul role="list" className={styles.chips}>
            {m.availableSizes.map((size) => (
              <li key={size} className={styles.chip} data-current={size === m.packSize}>
                {size}
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {soldOnline(m.schedule) && (
        <p className={styles.stock} data-available={m.available} data-testid="medicine-stock">
          {!m.available ? (
            'Currently out of stock'
          ) : lowStock ? (
            <>
              In stock · <span className={styles.lowStock}>{lowStock}</span> · {FREE_DELIVERY}
            </>
          ) : (
            `In stock · ${FREE_DELIVERY}`
          )}
        </p>
      )}
      <CopyLinkButton />
    </div>
  );
}
