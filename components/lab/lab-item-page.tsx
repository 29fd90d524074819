import { Link } from '@/components/ui/link';
import { PriceBlock } from '@/components/pharmacy/price-block';
import { Accordion } from '@/components/ui/accordion';
import { textFaqItems } from '@/components/ui/faq-items';
import { formatPhone, telHref } from '@/components/ui/contact-links';
import { LabAddButton } from '@/components/lab-cart/lab-add-button';
import { labCartItem } from '@/lib/lab/cart-rules';
import { fastingLabel, fastingSpan, labHref, reportLabel, testCountLabel } from '@/lib/lab/display';
import type { LabItem } from '@/lib/lab/types';
import { LabGrid } from './lab-catalogue';
import styles from './lab-item-page.module.css';

/**
 * A test or package's page: what it measures (a package's tests, with their count),
 * preparation, sample, report time, price with MRP and discount, who should take it, its FAQ,
 * and related packages. The price panel adds it to the lab cart, with a phone call to book as
 * the other way.
 */
export function LabItemPage({ item, bookingCall }: { item: LabItem; bookingCall: string }) {
  const isPackage = item.kind === 'package';
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>
        <section aria-labelledby="lab-measures" className={styles.section}>
          <h2 id="lab-measures">
            {isPackage ? testCountLabel(item.includes.length) : 'What this test measures'}
          </h2>
          {isPackage ? (
            <ul className={styles.list}>
              {item.includes.map((test) => (
                <li key={test.slug}>
                  <Link href={labHref(test.slug)}>{test.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <ul className={styles.list}>
              {item.parameters.map((parameter) => (
                <li key={parameter}>{parameter}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="lab-preparation" className={styles.section}>
          <h2 id="lab-preparation">Preparation</h2>
          <p>
            {item.fastingHours > 0
              ? `Fast for ${fastingSpan(item.fastingHours)} before the sample is collected: no food or drinks other than water. Book an early morning collection.`
              : 'No fasting needed: the sample can be collected at any time of the morning.'}
          </p>
        </section>
        {item.whoShouldTake.length > 0 ? (
          <section aria-labelledby="lab-who" className={styles.section}>
            <h2 id="lab-who">Who should take it</h2>
            <ul className={styles.list}>
              {item.whoShouldTake.map((who) => (
                <li key={who}>{who}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {item.faqs.length > 0 ? (
          <section aria-labelledby="lab-faq" className={styles.section}>
            <h2 id="lab-faq">Questions about the {isPackage ? 'package' : 'test'}</h2>
            <Accordion mode="single" items={textFaqItems(item.faqs)} />
          </section>
        ) : null}
      </div>
      <aside className={styles.side} aria-label="Price and booking">
        <PriceBlock
          pricePaise={item.pricePaise}
          mrpPaise={item.mrpPaise}
          discountPercent={item.discountPercent}
          size="large"
        />
        <dl className={styles.facts}>
          <div>
            <dt>Sample</dt>
            <dd>{item.sampleTypes.join(', ')}</dd>
          </div>
          <div>
            <dt>Preparation</dt>
            <dd>{fastingLabel(item.fastingHours)}</dd>
          </div>
          <div>
            <dt>Report</dt>
            <dd>{reportLabel(item.reportHours)}</dd>
          </div>
          <div>
            <dt>Collection</dt>
            <dd>At home, 6 AM to 11 AM</dd>
          </div>
        </dl>
        <LabAddButton item={labCartItem(item)} variant="block" />
        <a href={telHref(bookingCall)} className="btn btn-outline btn-block">
          Call to book: {formatPhone(bookingCall)}
        </a>
      </aside>
      {item.related.length > 0 ? (
        <div className={styles.related}>
          <LabGrid
            id="lab-related"
            title={isPackage ? 'Other packages you may like' : 'Packages that include this test'}
            items={item.related}
          />
        </div>
      ) : null}
    </div>
  );
}
