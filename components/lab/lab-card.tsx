'use client';

import { Link } from '@/components/ui/link';
import edgeCard from '@/components/ui/edge-card.module.css';
import { formatInr } from '@/lib/money';
import { discountLabel } from '@/lib/pharmacy/display';
import { labCartItem } from '@/lib/lab/cart-rules';
import { fastingLabel, labHref, reportLabel, testCountLabel } from '@/lib/lab/display';
import { LabAddButton } from '@/components/lab-cart/lab-add-button';
import type { LabCard as Card } from '@/lib/lab/types';
import shopCard from '@/components/shop/catalogue-card.module.css';
import itemName from '@/components/shop/item-name.module.css';
import styles from './lab-card.module.css';

type Props = { item: Card; headingLevel?: 'h2' | 'h3' };

/**
 * A test or package: what it is (a package says how many tests it includes), one line on why,
 * the preparation and the report time, and the price against the MRP. The whole card opens the
 * item's page (one link, stretched over the card), with 'Add' / 'Remove' above it. A client
 * component without state of its own, so that a page carries each card as its data rather than as
 * its rendered elements (medicine-card.tsx says what that saves).
 */
export function LabCard({ item, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className={`${edgeCard.card} ${edgeCard.lift} ${shopCard.card} ${styles.card}`}>
      <div className={styles.body}>
        <p className={styles.kind}>
          {item.kind === 'package' ? (
            <span className={styles.package}>Package · {testCountLabel(item.testCount)}</span>
          ) : (
            <span className={styles.test}>Test</span>
          )}
          {item.discountPercent > 0 && (
            <span className={styles.off}>{discountLabel(item.discountPercent)}</span>
          )}
        </p>
        <Heading className={`${itemName.name} ${styles.name}`}>
          <Link href={labHref(item.slug)} className={shopCard.link}>
            {item.name}
          </Link>
        </Heading>
        <p className={styles.summary}>{item.summary}</p>
        <ul role="list" className={styles.facts}>
          <li>{fastingLabel(item.fastingHours)}</li>
          <li>{reportLabel(item.reportHours)}</li>
        </ul>
        <div className={styles.buy}>
          <p className={styles.prices}>
            <span className={styles.price}>{formatInr(item.pricePaise)}</span>
            {item.mrpPaise > item.pricePaise && (
              <s className={styles.mrp}>
                <span className="visually-hidden">MRP </span>
                {formatInr(item.mrpPaise)}
              </s>
            )}
          </p>
          <LabAddButton item={labCartItem(item)} />
        </div>
      </div>
    </article>
  );
}
