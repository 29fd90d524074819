import { SiteImage } from '@/components/ui/site-image';
import { SafeHtml } from '@/components/ui/safe-html';
import type { TreatmentContent } from '@/lib/departments/treatment-reads';
import sectionStyles from '@/components/content/content-section.module.css';
import styles from './treatment.module.css';

/** Question-and-answer blocks, text and image alternating sides; answers are sanitised HTML. */
export function TreatmentContents({ contents }: { contents: TreatmentContent[] }) {
  if (contents.length === 0) return null;
  return (
    <div className={styles.contents}>
      {contents.map((block, i) => (
        <section
          key={block.id}
          aria-labelledby={`content-${block.id}`}
          className={`split-tablet ${sectionStyles.section} ${styles.block}`}
          data-flip={i % 2 === 1}
        >
          <div className={styles.blockText}>
            <h2 id={`content-${block.id}`} className={styles.blockTitle}>
              {block.question}
            </h2>
            <SafeHtml html={block.answerHtml} className={sectionStyles.prose} />
          </div>
          {block.images[0] ? (
            <SiteImage
              src={block.images[0]}
              alt=""
              width={420}
              height={315}
              className={styles.blockImage}
            />
          ) : null}
        </section>
      ))}
    </div>
  );
}
