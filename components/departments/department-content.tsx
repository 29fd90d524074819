import { SiteImage } from '@/components/ui/site-image';
import { CheckIcon } from '@/components/ui/icons';
import { SafeHtml } from '@/components/ui/safe-html';
import type { DepartmentPageData } from '@/lib/departments/reads';
import sectionStyles from '@/components/content/content-section.module.css';
import tintedPill from '@/components/ui/tinted-pill.module.css';
import styles from './department.module.css';

/** Section 2: the content block (title, sanitised HTML, quality buttons, optional image). */
export function DepartmentContent({ department }: { department: DepartmentPageData }) {
  const { quality, contentImage } = department;
  if (!quality && !contentImage) return null;
  return (
    <section
      aria-labelledby="department-content"
      className={`split-tablet ${sectionStyles.section} ${styles.content}`}
    >
      <div className={styles.contentText}>
        <h2 id="department-content" className="section-title">
          {quality?.title ?? `Why choose Saithunga for ${department.name}`}
        </h2>
        {quality ? (
          <SafeHtml html={quality.descriptionHtml} className={sectionStyles.prose} />
        ) : null}
        {quality && quality.qualities.length > 0 ? (
          <ul role="list" className={styles.qualities} aria-label="What we offer">
            {quality.qualities.map((item) => (
              <li key={item} className={`${tintedPill.pill} ${styles.quality}`}>
                <CheckIcon size={16} />
                {item}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {/* The content image shows only when the department has one (hospital-site.md section 2). */}
      {contentImage ? (
        <SiteImage
          src={contentImage}
          alt={`${department.name} care at Saithunga`}
          width={520}
          height={390}
          className={styles.contentImage}
          data-testid="department-content-image"
        />
      ) : null}
    </section>
  );
}
