'use client';

import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { formatInr } from '@/lib/money';
import { discountLabel, NAME_CUT } from '@/lib/pharmacy/display';
import { stockNote } from '@/lib/pharmacy/stock-rules';
import type { MedicineCard as Card } from '@/lib/pharmacy/types';
import { AddToCartButton } from './add-to-cart-button';
import { FittedName, PackLine } from './medicine-name';
import edgeCard from '@/components/ui/edge-card.module.css';
import shopCard from '@/components/shop/catalogue-card.module.css';
import itemName from '@/components/shop/item-name.module.css';
import styles from './medicine-card.module.css';

type Props = { medicine: Card; headingLevel?: 'h2' | 'h3'; priority?: boolean };

/**
 * A client component, though it has no state of its own: a page then carries each card as its
 * data (about 400 bytes) instead of its rendered elements (about 2.4 kB). /pharmacy's twelve
 * shelves of ten cards sent 290 kB of payload beside their HTML, to be parsed and decoded at load.
 *
 * A medicine card: image, discount badge, name (cut to 20 characters, 10 below 576 px), pack
 * size with 'Rx' on a prescription medicine, 'Only N left' when few units are on hand, prices and the Add / Remove toggle (which says
 * 'Out of stock' when none are). The full name stays available to screen readers; the whole card
 * opens the medicine, the Add button above that link.
 */
export function MedicineCard({ medicine: m, headingLevel: Heading = 'h3', priority }: Props) {
  const href = `/pharmacy/${m.slug}`;
  // 'Out of stock' is the button's own text; the card adds only 'Only N left'.
  const lowStock = m.available ? stockNote(m.stock) : null;
  return (
    <article className={`${edgeCard.card} ${edgeCard.lift} ${shopCard.card}`}>
      {m.discountPercent > 0 && (
        <span className={styles.badge}>{discountLabel(m.discountPercent)}</span>
      )}
      <div className={styles.media}>
        {m.image && (
          <SiteImage
            src={m.image}
            alt=""
            width={220}
            height={220}
            className={styles.image}
            priority={priority}
          />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={`${itemName.name} ${styles.name}`}>
          {/* One link per card, stretched over it (the picture too) by CSS: a second link on the
              picture doubled what every card hydrates (a shelf page has 120 cards). */}
          <Link href={href} title={m.name} className={shopCard.link}>
            <FittedName
              name={m.name}
              wide={{ className: styles.wide, cut: NAME_CUT.card }}
              narrow={{ className: styles.narrow, cut: NAME_CUT.cardNarrow }}
            />
          </Link>
        </Heading>
        <PackLine packSize={m.packSize} schedule={m.schedule} className={styles.pack} />
        {lowStock && (
          <p className={styles.lowStock} data-testid="card-stock">
            {lowStock}
          </p>
        )}
        <p className={styles.prices}>
          <span className={styles.price} data-testid="card-price">
            {formatInr(m.pricePaise)}
          </span>
          {m.mrpPaise > m.pricePaise && (
            <s className={styles.mrp}>
              <span className="visually-hidden">MRP </span>
              {formatInr(m.mrpPaise)}
            </s>
          )}
        </p>
        <AddToCartButton medicine={m} />
      </div>
    </article>
  );
}
