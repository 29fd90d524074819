import type { Metadata } from 'next';
import {
  deleteHomeBannerAction,
  deleteHomeFaqAction,
  saveHomeBannerAction,
  saveHomeFaqAction,
} from '@/app/staff/(console)/actions';
import { ImageField, TextField } from '@/components/staff/fields';
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

function BannerFields({
  id,
  title,
  subtitle,
  position,
  image,
}: {
  id: string;
  title: string;
  subtitle: string;
  position: number;
  image?: string;
}) {
  const prefix = `banner-${id || 'new'}`;
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <div className={styles.row}>
        <TextField
          idPrefix={prefix}
          spec={{ name: 'title', label: 'Title', max: 120 }}
          value={title}
        />
        <TextField
          idPrefix={prefix}
          spec={{ name: 'subtitle', label: 'Subtitle', max: 300 }}
          value={subtitle}
        />
        <TextField
          idPrefix={prefix}
          spec={{ name: 'position', label: 'Position (0 first)', type: 'number', min: 0, upTo: 99 }}
          value={position}
        />
      </div>
      <ImageField
        id={`${prefix}-image`}
        label={
          image
            ? 'New picture (optional; JPEG, PNG or WebP, at most 5 MB)'
            : 'Picture (JPEG, PNG or WebP, at most 5 MB; wide, such as 1920 × 700)'
        }
        current={image ? { src: image, alt: `Current picture of the banner ${title}` } : undefined}
      />
    </>
  );
}

/** The home page's banners (pictures, words and order) and its frequently asked questions. */
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
            <BannerFields
              id={String(banner.id)}
              title={banner.title}
              subtitle={banner.subtitle}
              position={banner.position}
              image={banner.image}
            />
          </StaffForm>
          <StaffForm action={deleteHomeBannerAction} submit="Remove banner" danger inline>
            <input type="hidden" name="id" value={banner.id} />
          </StaffForm>
        </section>
      ))}
      <section className={styles.panel} aria-labelledby="banner-new">
        <h3 id="banner-new" className={styles.subtitle}>
          Add a banner
        </h3>
        <StaffForm action={saveHomeBannerAction} submit="Add banner">
          <BannerFields id="" title="" subtitle="" position={banners.length} />
        </StaffForm>
      </section>
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
