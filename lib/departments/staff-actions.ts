import { eq } from 'drizzle-orm';
import { object } from 'yup';
import { departmentTag, TAGS, treatmentTag } from '@/lib/cache/tags';
import { treatmentInfos, treatments } from '@/lib/db/schema';
import { defineStaffAction, recordId } from '@/lib/staff/action';
import { imageField } from '@/lib/uploads/content-image';
import { labelledText } from '@/lib/validation/fields';
import {
  contentEditSchema,
  contentPicture,
  createContent,
  editContent,
  insertContentRecord,
} from '@/lib/site/content-edit';
import { chosenDepartment } from './chosen-department';
import { getTreatmentForEdit } from './staff-treatments';

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

/** A treatment's facts from its form, kept in treatment_infos (one row per treatment). */
function treatmentFacts(input: {
  disease_name: string;
  surgery_name: string;
  duration: string;
  treated_by: string;
}) {
  return {
    diseaseName: input.disease_name,
    surgeryName: input.surgery_name,
    duration: input.duration,
    treatedBy: input.treated_by,
  };
}

/**
 * The editor changes a treatment's text. Everything is plain text, escaped where it is shown, so
 * nothing here needs sanitising; the treatment page and its department's page (the tags of the
 * reads that show the record) render afresh on their next request.
 */
export const editTreatment = defineStaffAction({
  name: 'edit a treatment',
  area: 'content',
  schema: editTreatmentSchema,
  run: (db, actor, input) =>
    editContent(
      db,
      actor,
      contentPicture(input.image),
      (image) => {
        const row = {
          name: input.name,
          description: input.description,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
        };
        const info = treatmentFacts(input);
        const picture = image ? { image } : {};
        return {
          table: treatments,
          id: input.id,
          missing: 'This treatment no longer exists',
          seen: input.seen,
          read: getTreatmentForEdit,
          after: { ...row, ...info, ...picture },
          action: 'treatment.edit',
          // The treatment's row, and its facts' row in treatment_infos (made by their first save).
          write: async (tx) => {
            await tx
              .update(treatments)
              .set({ ...row, ...picture })
              .where(eq(treatments.id, input.id));
            await tx
              .insert(treatmentInfos)
              .values({ treatmentId: input.id, ...info })
              .onConflictDoUpdate({ target: treatmentInfos.treatmentId, set: info });
          },
        };
      },
      (before, changes) => ({
        message: 'Saved. The public pages show the change from their next visit.',
        // A new name, text or picture also shows in every list of treatments (menus, department
        // pages and cards, the headers' API).
        revalidate: [
          treatmentTag(before.slug),
          departmentTag(before.departmentSlug),
          ...(['name', 'description', 'image'].some((field) => field in changes)
            ? [TAGS.treatments]
            : []),
        ],
      }),
    ),
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
      { table: treatments, words: input.name, field: 'name', path: '/treatment/' },
      async (tx, image, slug) => {
        const department = await chosenDepartment(tx, input.department_id, 'Choose a department');
        const row = {
          departmentId: input.department_id,
          name: input.name,
          slug,
          description: input.description,
          image: image!,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
        };
        const info = treatmentFacts(input);
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
