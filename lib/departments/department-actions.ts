import { sql } from 'drizzle-orm';
import { object } from 'yup';
import { InvalidInputError } from '@/lib/api/errors';
import { departmentTag, TAGS } from '@/lib/cache/tags';
import { departments } from '@/lib/db/schema';
import { defineStaffAction } from '@/lib/staff/action';
import { imageField } from '@/lib/uploads/content-image';
import { labelledText } from '@/lib/validation/fields';
import {
  contentEditSchema,
  contentPicture,
  createContent,
  editContent,
  insertContentRecord,
} from '@/lib/site/content-edit';
import { getDepartmentForEdit } from './staff-treatments';

/** The editor's department actions (a treatment's are in staff-actions.ts beside this file). */

const departmentFields = {
  description: labelledText('The description', 5000),
  meta_name: labelledText('The page title', 120),
  meta_description: labelledText('The search description', 300),
};

export const editDepartmentSchema = contentEditSchema(departmentFields);

/**
 * The editor changes a department's text (its name and address stay: every link and menu uses
 * them). The department's page, and the lists that show department descriptions, render afresh.
 */
export const editDepartment = defineStaffAction({
  name: 'edit a department',
  area: 'content',
  schema: editDepartmentSchema,
  run: (db, actor, input) =>
    editContent(
      db,
      actor,
      contentPicture(input.image),
      (image) => ({
        table: departments,
        id: input.id,
        missing: 'This department no longer exists',
        seen: input.seen,
        read: getDepartmentForEdit,
        after: {
          description: input.description,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
          ...(image ? { image } : {}),
        },
        action: 'department.edit',
      }),
      (edited) => ({
        message: 'Saved. The public pages show the change from their next visit.',
        revalidate: [TAGS.departments, departmentTag(edited.slug)],
      }),
    ),
});

export const createDepartmentSchema = object({
  name: labelledText('The name', 120),
  ...departmentFields,
  image: imageField(),
});

/**
 * The editor adds a department: its name (which makes its address), description, search texts
 * and picture. It appears in the department menus and lists from their next request; treatments,
 * doctors and posts are added to it after.
 */
export const createDepartment = defineStaffAction({
  name: 'add a department',
  area: 'content',
  schema: createDepartmentSchema,
  async run(db, actor, input) {
    const created = await createContent(
      db,
      contentPicture(input.image, 'required'),
      { table: departments, words: input.name, field: 'name', path: '/department/' },
      async (tx, image, slug) => {
        const [sameName] = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(sql`lower(${departments.name}) = lower(${input.name})`);
        if (sameName)
          throw new InvalidInputError({ name: 'A department with this name exists already' });
        const row = {
          name: input.name,
          slug,
          image: image!,
          description: input.description,
          metaName: input.meta_name,
          metaDescription: input.meta_description,
        };
        const id = await insertContentRecord(tx, actor, departments, row, 'department.create');
        return { id, slug };
      },
    );
    return {
      ok: true,
      message: `${input.name} added. Its page is /department/${created.slug}.`,
      location: `/staff/departments/${created.id}`,
      revalidate: [TAGS.departments, departmentTag(created.slug)],
    };
  },
});
