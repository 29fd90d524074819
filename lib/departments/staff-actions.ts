import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { departmentTag, TAGS, treatmentTag } from '@/lib/cache/tags';
import { departments, treatmentInfos, treatments } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { lockRecord } from '@/lib/staff/record-lock';
import { changedFields, auditChange } from '@/lib/staff/audit';
import { newSlug } from '@/lib/staff/new-slug';
import { imageField, withStoredImage } from '@/lib/uploads/content-image';
import { labelledText } from '@/lib/validation/fields';
import {
  contentEditSchema,
  contentPicture,
  createContent,
  insertContentRecord,
} from '@/lib/site/content-edit';
import { chosenRecord } from '@/lib/site/chosen-record';
import { getTreatmentForEdit } from './staff-treatments';
import { refuseIfChanged } from '@/lib/staff/record-version';

const treatmentFields = {
  name: labelledText('The name', 120),
  description: labelledText('The description', 2000),
  meta_name: labelledText('The page title', 120),
  meta_description: labelledText('The search description', 300),
  disease_name: labelledText('The disease', 200),
  surgery_name: labelledText('The surgery or procedure', 200),
  duration: labelledText('The duration', 100),
  treated_by: labelledText('Treated by', 200),
};

export const editTreatmentSchema = contentEditSchema(treatmentFields);

/**
 * The editor changes a treatment's text. Everything is plain text, escaped where it is shown, so
 * nothing here needs sanitising; the treatment page and its department's page (the tags of the
 * reads that show the record) render afresh on their next request.
 */
export const editTreatment = defineStaffAction({
  name: 'edit a treatment',
  area: 'content',
  schema: editTreatmentSchema,
  async run(db, actor, input) {
    const outcome = await withStoredImage(input.image, 'content', 'image', (image) =>
      db.transaction(async (tx) => {
        // Locked first, so two editors saving at once are applied one after the other and each
        // audit entry's 'before' is what that save really replaced.
        await lockRecord(tx, treatments, input.id, 'This treatment no longer exists');
        const before = (await getTreatmentForEdit(tx, input.id))!;
        refuseIfChanged(input.seen, before);
        const after = {
          name: input.name,
          description: input.description,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
          diseaseName: input.disease_name,
          surgeryName: input.surgery_name,
          duration: input.duration,
          treatedBy: input.treated_by,
          ...(image ? { image } : {}),
        };
        const changes = changedFields(before, after);
        if (Object.keys(changes).length === 0) return null;
        await tx
          .update(treatments)
          .set({
            name: after.name,
            description: after.description,
            metaName: after.metaName,
            metaDescription: after.metaDescription,
            ...(image ? { image } : {}),
          })
          .where(eq(treatments.id, input.id));
        const info = {
          diseaseName: after.diseaseName,
          surgeryName: after.surgeryName,
          duration: after.duration,
          treatedBy: after.treatedBy,
        };
        await tx
          .insert(treatmentInfos)
          .values({ treatmentId: input.id, ...info })
          .onConflictDoUpdate({ target: treatmentInfos.treatmentId, set: info });
        await auditChange(tx, actor, 'treatment.edit', input.id, changes);
        // What the lists of treatments show besides the page: the name, the description (the
        // headers' API) and the picture (department cards).
        const listed = ['name', 'description', 'image'].some((field) => field in changes);
        return { before, listed };
      }),
    );
    if (!outcome) return { ok: true, message: 'Nothing to save' };
    const { before, listed } = outcome;
    return {
      ok: true,
      message: 'Saved. The public pages show the change from their next visit.',
      // A new name, text or picture also shows in every list of treatments (menus, department
      // pages and cards, the headers' API).
      revalidate: [
        treatmentTag(before.slug),
        departmentTag(before.departmentSlug),
        ...(listed ? [TAGS.treatments] : []),
      ],
    };
  },
});

export const createTreatmentSchema = object({
  department_id: recordId('Choose a department'),
  ...treatmentFields,
  image: imageField(),
});

/**
 * The editor adds a treatment to a department: its text, facts and picture. It appears on its
 * department's page, in the treatment menus and lists, and at /treatment/{name} from their next
 * request; a page of questions and doctors grows as they are added.
 */
export const createTreatment = defineStaffAction({
  name: 'add a treatment',
  area: 'content',
  schema: createTreatmentSchema,
  async run(db, actor, input) {
    const created = await createContent(
      db,
      contentPicture(input.image, 'required'),
      'name',
      async (tx, image) => {
        const department = await chosenRecord(
          tx,
          departments,
          input.department_id,
          { department_id: 'Choose a department' },
          { slug: departments.slug },
        );
        const slug = await newSlug(
          tx,
          treatments,
          treatments.slug,
          input.name,
          'name',
          '/treatment/',
        );
        const row = {
          departmentId: input.department_id,
          name: input.name,
          slug,
          description: input.description,
          image: image!,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
        };
        const info = {
          diseaseName: input.disease_name,
          surgeryName: input.surgery_name,
          duration: input.duration,
          treatedBy: input.treated_by,
        };
        const id = await insertContentRecord(tx, actor, treatments, row, 'treatment.create', {
          ...row,
          ...info,
        });
        await tx.insert(treatmentInfos).values({ treatmentId: id, ...info });
        return { id, slug, departmentSlug: department.slug };
      },
    );
    return {
      ok: true,
      message: `${input.name} added. Its page is /treatment/${created.slug}.`,
      location: `/staff/treatments/${created.id}`,
      revalidate: [
        TAGS.treatments,
        treatmentTag(created.slug),
        departmentTag(created.departmentSlug),
      ],
    };
  },
});
