import { SiteImage } from '@/components/ui/site-image';
import { Accordion } from '@/components/ui/accordion';
import { htmlFaqItems } from '@/components/ui/faq-items';
import { formatPhone, telHref } from '@/components/ui/contact-links';
import { SafeHtml } from '@/components/ui/safe-html';
import type { MedicineDetail } from '@/lib/pharmacy/types';
import type { SanitizedHtml } from '@/lib/sanitize';
import type { ReactNode } from 'react';
import styles from './medicine-sections.module.css';

type Props = { medicine: MedicineDetail; helpline: string };

/**
 * A card of titled HTML blocks, leaving out those with nothing to say; `after` may add something
 * below a block's text.
 */
function HtmlBlocks({
  id,
  title,
  blocks,
  after,
}: {
  id: string;
  title: string;
  blocks: [string, SanitizedHtml][];
  after?: (title: string) => ReactNode;
}) {
  // A medicine added with only its required texts has nothing in depth: no empty card.
  if (!blocks.some(([, html]) => html)) return null;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {blocks
        .filter(([, html]) => html)
        .map(([blockTitle, html]) => (
          <div key={blockTitle} className={styles.block}>
            <h3>{blockTitle}</h3>
            <SafeHtml html={html} className={styles.prose} />
            {after?.(blockTitle)}
          </div>
        ))}
    </section>
  );
}

/**
 * Everything below the summary: advert banners, product details, in-depth information, patient
 * concern, FAQs, country of origin and manufacturer address. Content HTML, sanitised by the
 * read, is rendered by SafeHtml.
 */
export function MedicineSections({ medicine: m, helpline }: Props) {
  const productDetails: [string, SanitizedHtml][] = [
    ['About', m.about],
    ['Uses', m.uses],
    ['Medical benefits', m.medicalBenefits],
  ];
  const inDepth: [string, SanitizedHtml][] = [
    ['Directions for use', m.directionOfUse],
    ['Storage', m.storage],
    ['Side effects', m.sideEffects],
    ['Drug warnings', m.drugWarning],
    ['Drug interactions', m.drugInteractions],
    ['Special advice', m.specialAdvice],
    ['Disease condition', m.diseaseCondition],
  ];
  return (
    <div className={styles.sections}>
      {m.adBanners.length > 0 && (
        <div className={styles.ads}>
          {m.adBanners.map((src, i) => (
            <SiteImage
              key={src + i}
              src={src}
              alt="Saithunga Pharmacy offer"
              width={600}
              height={200}
              className={styles.ad}
            />
          ))}
        </div>
      )}
      <HtmlBlocks id="product-details" title="Product Details" blocks={productDetails} />
      <HtmlBlocks
        id="in-depth"
        title="In-Depth Information"
        blocks={inDepth}
        after={(title) =>
          title === 'Drug interactions' &&
          m.drugInteractionsList.length > 0 && (
            <ul className={styles.list}>
              {m.drugInteractionsList.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )
        }
      />
      <section className={`${styles.card} ${styles.concern}`} aria-labelledby="patient-concern">
        <h2 id="patient-concern">Patient Concern</h2>
        <p>
          Unsure whether {m.name} is right for you, or noticed an unexpected effect? Our pharmacists
          answer every question before your order ships. Call{' '}
          <a href={telHref(helpline)}>{formatPhone(helpline)}</a> and always follow your
          doctor&apos;s advice.
        </p>
      </section>
      {m.faqs.length > 0 && (
        <section className={styles.card} aria-labelledby="medicine-faqs">
          <h2 id="medicine-faqs">Frequently Asked Questions</h2>
          <Accordion
            mode="multiple"
            items={htmlFaqItems(
              m.faqs.map(({ answer, ...faq }) => ({ ...faq, answerHtml: answer })),
            )}
          />
        </section>
      )}
      <section className={styles.card} aria-labelledby="origin">
        <h2 id="origin">Manufacturer &amp; Origin</h2>
        <dl className={styles.origin}>
          <div>
            <dt>Country of origin</dt>
            <dd>{m.countryOfOrigin}</dd>
          </div>
          <div>
            <dt>Manufacturer address</dt>
            <dd>
              {m.manufacturer}, {m.manufacturerAddress}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
