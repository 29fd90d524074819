/**
 * Minimal hand-made content for integration tests of the blog and careers reads, so they do
 * not depend on the demo seed.
 */
import type { Db } from '@/lib/db/open';
import * as s from '@/lib/db/schema';

export async function insertDepartment(db: Db, name: string, slug: string) {
  const [row] = await db
    .insert(s.departments)
    .values({
      name,
      slug,
      image: `/images/departments/${slug}.svg`,
      description: `${name} description`,
      metaName: name,
      metaDescription: `${name} meta`,
    })
    .returning({ id: s.departments.id });
  return row.id;
}

export async function insertDoctor(db: Db, departmentId: number, name: string, slug: string) {
  const [branch] = await db
    .insert(s.branches)
    .values({ name: `Branch of ${slug}` })
    .returning({ id: s.branches.id });
  const [row] = await db
    .insert(s.doctors)
    .values({
      name,
      slug,
      image: `/images/doctors/${slug}.svg`,
      pricePaise: 50000,
      phone: '9000000000',
      branchId: branch.id,
      departmentId,
    })
    .returning({ id: s.doctors.id });
  return row.id;
}

export async function insertAuthor(db: Db, name: string, slug: string, doctorId?: number) {
  const [row] = await db
    .insert(s.blogAuthors)
    .values({ name, slug, doctorId: doctorId ?? null })
    .returning({ id: s.blogAuthors.id });
  return row.id;
}

type BlogInput = {
  slug: string;
  departmentId: number;
  authorId: number;
  titleHtml?: string;
  views?: number;
  createdAt?: Date;
  descriptionHtml?: string;
};

export async function insertBlog(db: Db, input: BlogInput) {
  const [row] = await db
    .insert(s.blogs)
    .values({
      slug: input.slug,
      titleHtml: input.titleHtml ?? `Title of ${input.slug}`,
      image: `/images/blogs/${input.slug}.svg`,
      descriptionHtml: input.descriptionHtml ?? `<p>Body of ${input.slug}</p>`,
      departmentId: input.departmentId,
      authorId: input.authorId,
      views: input.views ?? 0,
      metaName: `Meta ${input.slug}`,
      metaDescription: `Description ${input.slug}`,
      metaTags: ['tag'],
      createdAt: input.createdAt ?? new Date(),
    })
    .returning({ id: s.blogs.id });
  return row.id;
}

type JobFields = Omit<typeof s.jobs.$inferInsert, 'categoryId'>;

/** The opening most careers tests apply to. */
export const NURSE_JOB = {
  title: 'Staff Nurse',
  qualification: 'B.Sc',
  experience: '2 years',
  vacancy: 3,
  salary: 'As per norms',
  responsibilities: 'Care',
} satisfies JobFields;

/** A job in a new category of that name; answers the job's row. */
export async function insertJob(db: Db, categoryName: string, fields: JobFields) {
  const [category] = await db.insert(s.jobCategories).values({ name: categoryName }).returning();
  const [job] = await db
    .insert(s.jobs)
    .values({ ...fields, categoryId: category.id })
    .returning();
  return job;
}
