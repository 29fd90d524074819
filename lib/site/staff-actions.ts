import { eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { TAGS } from '@/lib/cache/tags';
import { homeBanners, homeFaqs } from '@/lib/db/schema';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { defineStaffAction, newOrRecordId, recordId, type ActionResult } from '@/lib/staff/action';
import { IMAGE_REQUIRED, imageField, withStoredImage } from '@/lib/uploads/content-image';
import { labelledText } from '@/lib/validation/fields';
import { auditHomePart, bannerPart, faqPart, saveHomePart } from './home-parts';

const position = number()
  .typeError('The position must be a whole number')
  .integer('The position must be a whole number')
  .min(0, 'The position must be 0 to 99')
  .max(99, 'The position must be 0 to 99')
  .default(0);

/** What a saved question or banner answers: the home page renders afresh. */
const SAVED_ON_HOME: ActionResult = {
  ok: true,
  message: 'Saved. The home page shows it from its next visit.',
  revalidate: [TAGS.home],
};

export const saveHomeFaqSchema = object({
  /** Empty for a new question. */
  id: newOrRecordId(),
  question: labelledText('The question', 300),
  answer: labelledText('The answer', 5000),
  position,
});

/**
 * The editor adds or changes a question of the home page's FAQ. The answer is HTML, stored as the
 * site's one sanitiser leaves it. The home page renders afresh on its next request.
 */
export const saveHomeFaq = defineStaffAction({
  name: 'save a home page question',
  area: 'content',
  schema: saveHomeFaqSchema,
  async run(db, actor, input) {
    const answerHtml: string = sanitizeHtml(input.answer);
    if (!htmlToText(answerHtml).trim())
      throw new InvalidInputError({ answer: 'The answer is required' });
    const after = { question: input.question, answerHtml, position: input.position };
    await db.transaction((tx) =>
      saveHomePart(tx, actor, faqPart, input.id, { created: after, changed: after }),
    );
    return SAVED_ON_HOME;
  },
});

export const deleteHomeFaq = defineStaffAction({
  name: 'remove a home page question',
  area: 'content',
  schema: object({ id: recordId() }),
  async run(db, actor, input) {
    await db.transaction(async (tx) => {
      const [removed] = await tx.delete(homeFaqs).where(eq(homeFaqs.id, input.id)).returning();
      if (!removed) throw new NotFoundError('This question no longer exists');
      await auditHomePart(tx, actor, 'faq', 'delete', input.id, {
        question: { before: removed.question, after: null },
      });
    });
    return { ok: true, message: 'Question removed from the home page.', revalidate: [TAGS.home] };
  },
});

export const saveHomeBannerSchema = object({
  /** Empty for a new banner. */
  id: newOrRecordId(),
  title: labelledText('The title', 120),
  subtitle: string().trim().max(300, 'The subtitle may be at most 300 characters').default(''),
  position,
  /** Required for a new banner; for one that exists, a replacement. */
  image: imageField(),
});

/**
 * The editor adds a home page banner (a picture, re-encoded and stored outside public/, with its
 * words) or changes one's words, order or picture. The home page renders afresh.
 */
export const saveHomeBanner = defineStaffAction({
  name: 'save a home page banner',
  area: 'content',
  schema: saveHomeBannerSchema,
  async run(db, actor, input) {
    if (!input.id && !input.image) {
      throw new InvalidInputError({ image: IMAGE_REQUIRED });
    }
    const words = { title: input.title, subtitle: input.subtitle, position: input.position };
    await withStoredImage(input.image, 'banner', 'image', (image) =>
      db.transaction((tx) =>
        saveHomePart(tx, actor, bannerPart, input.id, {
          created: { ...words, image: image! },
          changed: { ...words, ...(image ? { image } : {}) },
        }),
      ),
    );
    return SAVED_ON_HOME;
  },
});

/** The editor takes a banner off the home page; the last one stays (the page's hero needs one). */
export const deleteHomeBanner = defineStaffAction({
  name: 'remove a home page banner',
  area: 'content',
  schema: object({ id: recordId() }),
  async run(db, actor, input) {
    await db.transaction(async (tx) => {
      // Every banner locked, so two editors removing the last two at once cannot both succeed.
      const all = await tx.select({ id: homeBanners.id }).from(homeBanners).for('update');
      if (!all.some((b) => b.id === input.id))
        throw new NotFoundError('This banner no longer exists');
      if (all.length === 1) {
        throw new InvalidInputError({
          id: 'The home page needs at least one banner: add another first',
        });
      }
      const [removed] = await tx
        .delete(homeBanners)
        .where(eq(homeBanners.id, input.id))
        .returning();
      await auditHomePart(tx, actor, 'banner', 'delete', input.id, {
        title: { before: removed.title, after: null },
      });
    });
    return { ok: true, message: 'Banner removed from the home page.', revalidate: [TAGS.home] };
  },
});
