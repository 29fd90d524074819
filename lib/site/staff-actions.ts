import { eq } from 'drizzle-orm';
import { number, object, string } from 'yup';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { TAGS } from '@/lib/cache/tags';
import { homeBanners, homeFaqs } from '@/lib/db/schema';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { changedFields, recordAudit } from '@/lib/staff/audit';
import { labelledText } from '@/lib/validation/fields';

const position = number()
  .typeError('The position must be a whole number')
  .integer('The position must be a whole number')
  .min(0, 'The position must be 0 to 99')
  .max(99, 'The position must be 0 to 99')
  .default(0);

export const saveHomeFaqSchema = object({
  /** Empty for a new question. */
  id: string()
    .trim()
    .default('')
    .matches(/^(\d{1,9})?$/, 'Unknown record'),
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
    await db.transaction(async (tx) => {
      if (!input.id) {
        const [created] = await tx.insert(homeFaqs).values(after).returning({ id: homeFaqs.id });
        await recordAudit(tx, {
          staffId: actor.id,
          action: 'home_faq.create',
          entity: 'home',
          entityId: `faq-${created.id}`,
          changes: changedFields({}, after),
        });
        return;
      }
      const id = Number(input.id);
      const [before] = await tx
        .select({
          question: homeFaqs.question,
          answerHtml: homeFaqs.answerHtml,
          position: homeFaqs.position,
        })
        .from(homeFaqs)
        .where(eq(homeFaqs.id, id))
        .for('update');
      if (!before) throw new NotFoundError('This question no longer exists');
      await tx.update(homeFaqs).set(after).where(eq(homeFaqs.id, id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'home_faq.edit',
        entity: 'home',
        entityId: `faq-${id}`,
        changes: changedFields(before, after),
      });
    });
    return {
      ok: true,
      message: 'Saved. The home page shows it from its next visit.',
      revalidate: [TAGS.home],
    };
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
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'home_faq.delete',
        entity: 'home',
        entityId: `faq-${input.id}`,
        changes: { question: { before: removed.question, after: null } },
      });
    });
    return { ok: true, message: 'Question removed from the home page.', revalidate: [TAGS.home] };
  },
});

export const saveHomeBannerSchema = object({
  id: recordId(),
  title: labelledText('The title', 120),
  subtitle: string().trim().max(300, 'The subtitle may be at most 300 characters').default(''),
  position,
});

/** The editor changes a home banner's words and order (its image stays). */
export const saveHomeBanner = defineStaffAction({
  name: 'change a home page banner',
  area: 'content',
  schema: saveHomeBannerSchema,
  async run(db, actor, input) {
    const after = { title: input.title, subtitle: input.subtitle, position: input.position };
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          title: homeBanners.title,
          subtitle: homeBanners.subtitle,
          position: homeBanners.position,
        })
        .from(homeBanners)
        .where(eq(homeBanners.id, input.id))
        .for('update');
      if (!before) throw new NotFoundError('This banner no longer exists');
      await tx.update(homeBanners).set(after).where(eq(homeBanners.id, input.id));
      await recordAudit(tx, {
        staffId: actor.id,
        action: 'home_banner.edit',
        entity: 'home',
        entityId: `banner-${input.id}`,
        changes: changedFields(before, after),
      });
    });
    return {
      ok: true,
      message: 'Saved. The home page shows it from its next visit.',
      revalidate: [TAGS.home],
    };
  },
});
