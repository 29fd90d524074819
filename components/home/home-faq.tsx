import { Accordion } from '@/components/ui/accordion';
import { htmlFaqItems } from '@/components/ui/faq-items';
import type { Faq } from '@/lib/site/home-reads';
import styles from './home-faq.module.css';

/** Home FAQ: several answers may be open at once; answers are sanitised HTML. */
export function HomeFaq({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <p className="section-eyebrow">Patient help desk</p>
          <h2 id="home-faq-title" className="section-title">
            Frequently Asked Questions
          </h2>
          <p className="text-muted">
            Answers to what patients and families ask us most about appointments, admissions,
            insurance and visiting hours.
          </p>
        </div>
        <Accordion mode="multiple" items={htmlFaqItems(faqs, styles.answer)} />
      </div>
    </section>
  );
}
