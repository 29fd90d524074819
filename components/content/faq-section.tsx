import { Accordion } from '@/components/ui/accordion';
import { htmlFaqItems } from '@/components/ui/faq-items';
import type { Faq } from '@/lib/departments/reads';
import styles from './content-section.module.css';

/** FAQs initially shown on department and treatment pages (hospital-site.md section 9). */
export const FAQS_SHOWN = 4;

type Props = {
  faqs: Faq[];
  title: string;
  id: string;
  showAllLabel?: string;
  showLessLabel?: string;
};

/** The FAQ of department and treatment pages: 4 shown, one open at a time, answers sanitised. */
export function FaqSection({ faqs, title, id, showAllLabel, showLessLabel }: Props) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section} data-testid="faq-section">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <Accordion
        mode="single"
        initialVisible={FAQS_SHOWN}
        showAllLabel={showAllLabel}
        showLessLabel={showLessLabel}
        items={htmlFaqItems(faqs, styles.prose)}
      />
    </section>
  );
}
