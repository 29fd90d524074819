import type { homeContentForStaff } from '@/lib/site/staff-home';
import { ImageField, TextField } from './fields';
import { LabelledInput } from './labelled-input';
import styles from './staff.module.css';

type HomeContent = Awaited<ReturnType<typeof homeContentForStaff>>;
type HomeBanner = HomeContent['banners'][number];
type HomeFaq = HomeContent['faqs'][number];

/** A question's fields: the one being edited (`faq`), or a new one at `position`. */
export function FaqFields({ faq, newPosition }: { faq: HomeFaq | null; newPosition: number }) {
  const id = faq ? String(faq.id) : '';
  const question = faq?.question ?? '';
  const answer = faq?.answerHtml ?? '';
  const position = faq?.position ?? newPosition;
  const prefix = `faq-${id || 'new'}`;
  return (
    <>
      <input type="hidden" name="id" value={id} />
      <LabelledInput
        id={`${prefix}-q`}
        label="Question"
        name="question"
        maxLength={300}
        defaultValue={question}
      />
      <div className={styles.field}>
        <label htmlFor={`${prefix}-a`}>Answer (HTML: paragraphs, lists, links)</label>
        <textarea id={`${prefix}-a`} name="answer" rows={4} defaultValue={answer} />
      </div>
      <LabelledInput
        id={`${prefix}-p`}
        label="Position (0 first)"
        name="position"
        type="number"
        min={0}
        max={99}
        defaultValue={position}
      />
    </>
  );
}

/** A banner's fields: the one being edited (`banner`), or a new one at `newPosition`. */
export function BannerFields({
  banner,
  newPosition,
}: {
  banner: HomeBanner | null;
  newPosition: number;
}) {
  const id = banner ? String(banner.id) : '';
  const title = banner?.title ?? '';
  const subtitle = banner?.subtitle ?? '';
  const image = banner?.image;
  const position = banner?.position ?? newPosition;
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
