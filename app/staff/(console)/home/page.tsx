import type { Metadata } from 'next';
import {
  deleteHomeFaqAction,
  saveHomeBannerAction,
  saveHomeFaqAction,
} from '@/app/staff/(console)/actions';
import { StaffForm } from '@/components/staff/staff-form';
import { getDb } from '@/lib/db';
import { homeContentForStaff } from '@/lib/site/staff-home';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Home page' };

function FaqFields({
  id,
  question,
  answer,
  position,
}: {
  id: string;
  question: string;
  answer: string;
  position: number;
}) {
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <div className={styles.field}>
        <label htmlFor={`faq-${id || 'new'}-q`}>Question</label>
        <input
          id={`faq-${id || 'new'}-q`}
          name="question"
          maxLength={300}
          defaultValue={question}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`faq-${id || 'new'}-a`}>Answer (HTML: paragraphs, lists, links)</label>
        <textarea id={`faq-${id || 'new'}-a`} name="answer" rows={4} defaultValue={answer} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`faq-${id || 'new'}-p`}>Position (0 first)</label>
        <input
          id={`faq-${id || 'new'}-p`}
          name="position"
          type="number"
          min={0}
          max={99}
          defaultValue={position}
        />
      </div>
    </>
  );
}

/** The home page's banners (words and order) and its frequently asked questions. */
export default async function HomeContentPage() {
  await requireStaff('content');
  const { banners, faqs } = await homeContentForStaff(await getDb());
  return (
    <>
      <h1 className={styles.title}>Home page</h1>
      <h2 className={styles.subtitle}>Banners</h2>
      {banners.map((banner) => (
        <section key={banner.id} className={styles.panel} aria-label={`Banner ${banner.title}`}>
          <StaffForm action={saveHomeBannerAction} submit="Save banner">
            <input type="hidden" name="id" value={banner.id} />
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor={`banner-${banner.id}-t`}>Title</label>
                <input
                  id={`banner-${banner.id}-t`}
                  name="title"
                  maxLength={120}
                  defaultValue={banner.title}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`banner-${banner.id}-s`}>Subtitle</label>
                <input
                  id={`banner-${banner.id}-s`}
                  name="subtitle"
                  maxLength={300}
                  defaultValue={banner.subtitle}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={`banner-${banner.id}-p`}>Position</label>
                <input
                  id={`banner-${banner.id}-p`}
                  name="position"
                  type="number"
                  min={0}
                  max={99}
                  defaultValue={banner.position}
                />
              </div>
            </div>
          </StaffForm>
        </section>
      ))}
      <h2 className={styles.subtitle}>Frequently asked questions</h2>
      {faqs.map((faq) => (
        <section key={faq.id} className={styles.panel} aria-label={`Question: ${faq.question}`}>
          <StaffForm action={saveHomeFaqAction} submit="Save question">
            <FaqFields
              id={String(faq.id)}
              question={faq.question}
              answer={faq.answerHtml}
              position={faq.position}
            />
          </StaffForm>
          <StaffForm action={deleteHomeFaqAction} submit="Remove question" danger inline>
            <input type="hidden" name="id" value={faq.id} />
          </StaffForm>
        </section>
      ))}
      <section className={styles.panel} aria-labelledby="faq-new">
        <h3 id="faq-new" className={styles.subtitle}>
          Add a question
        </h3>
        <StaffForm action={saveHomeFaqAction} submit="Add question">
          <FaqFields id="" question="" answer="" position={faqs.length} />
        </StaffForm>
      </section>
    </>
  );
}
