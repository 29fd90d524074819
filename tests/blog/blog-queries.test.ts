import { eq } from 'drizzle-orm';
import {
  categoryNameFromParam,
  queryBlogBySlug,
  queryBlogCategories,
  queryBlogCategoryListing,
  queryBlogPage,
  queryMostViewedBlogs,
  queryRecentBlogs,
} from '@/lib/blog/queries';
import * as s from '@/lib/db/schema';
import { recordBlogView } from '@/lib/blog/writes';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import {
  insertAuthor,
  insertBlog,
  insertDepartment,
  insertDoctor,
} from '../helpers/content-fixtures';

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 6));

describe.each(engines)('blog reads on %s', (engine) => {
  let t: TestDb;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestDb(engine);
    const db = t.db;
    const cardio = await insertDepartment(db, 'Cardiology', 'cardiology');
    const obg = await insertDepartment(
      db,
      'Obstetrics & Gynaecology',
      'obstetrics-and-gynaecology',
    );
    await insertDepartment(db, 'Dermatology', 'dermatology'); // no blogs
    const doctor = await insertDoctor(db, cardio, 'Dr. Meera Iyer', 'dr-meera-iyer');
    const drAuthor = await insertAuthor(db, 'Dr. Meera Iyer', 'meera-iyer', doctor);
    const writer = await insertAuthor(db, 'Health Desk', 'health-desk');
    // 12 cardiology blogs on days 1..12, 3 gynaecology blogs on days 20..22.
    for (let n = 1; n <= 12; n += 1) {
      ids[`c${n}`] = await insertBlog(db, {
        slug: `cardio-${n}`,
        departmentId: cardio,
        authorId: drAuthor,
        createdAt: day(n),
        views: n === 3 ? 500 : n,
      });
    }
    for (let n = 20; n <= 22; n += 1) {
      ids[`g${n}`] = await insertBlog(db, {
        slug: `obg-${n}`,
        departmentId: obg,
        authorId: writer,
        createdAt: day(n),
        titleHtml: `<strong>Pregnancy</strong> week ${n}<script>alert(1)</script>`,
      });
    }
    await db.insert(s.blogFaqs).values([
      { blogId: ids.c1, question: 'Second?', answerHtml: '<p onclick="x()">Two</p>', position: 2 },
      { blogId: ids.c1, question: 'First?', answerHtml: '<p>One</p>', position: 1 },
    ]);
  });

  afterAll(async () => {
    await t.drop();
  });

  it('lists only departments with blogs, alphabetically', async () => {
    const categories = await queryBlogCategories(t.db);
    expect(categories.map((c) => c.name)).toEqual(['Cardiology', 'Obstetrics & Gynaecology']);
  });

  it('pages the whole list newest first, 10 a page, with the total', async () => {
    const first = await queryBlogPage(t.db, { page: 1, limit: 10 });
    expect(first.total).toBe(15);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 4).map((b) => b.slug)).toEqual([
      'obg-22',
      'obg-21',
      'obg-20',
      'cardio-12',
    ]);
    const second = await queryBlogPage(t.db, { page: 2, limit: 10 });
    expect(second.items.map((b) => b.slug)).toEqual([
      'cardio-5',
      'cardio-4',
      'cardio-3',
      'cardio-2',
      'cardio-1',
    ]);
    expect(await queryBlogPage(t.db, { page: 3, limit: 10 })).toEqual({
      items: expect.any(Array),
      total: 15,
    });
  });

  it('filters by department slug; an unknown or blog-less department is empty', async () => {
    const obg = await queryBlogPage(t.db, {
      page: 1,
      limit: 10,
      department: 'obstetrics-and-gynaecology',
    });
    expect(obg.total).toBe(3);
    expect(obg.items.every((b) => b.category.slug === 'obstetrics-and-gynaecology')).toBe(true);
    expect(await queryBlogPage(t.db, { page: 1, limit: 10, department: 'dermatology' })).toEqual({
      items: [],
      total: 0,
    });
    expect((await queryBlogPage(t.db, { page: 1, limit: 10, department: 'nope' })).total).toBe(0);
  });

  it('gives cards a plain-text title and a sanitised HTML title', async () => {
    const [newest] = (await queryBlogPage(t.db, { page: 1, limit: 1 })).items;
    expect(newest.title).toBe('Pregnancy week 22');
    expect(newest.titleHtml).toBe('<strong>Pregnancy</strong> week 22');
  });

  it('orders recent by date and most viewed by views', async () => {
    expect((await queryRecentBlogs(t.db, 2)).map((b) => b.slug)).toEqual(['obg-22', 'obg-21']);
    expect((await queryMostViewedBlogs(t.db, 2)).map((b) => b.slug)).toEqual([
      'cardio-3',
      'cardio-12',
    ]);
  });

  it('reads one blog with author, doctor link and ordered, sanitised FAQ', async () => {
    const blog = await queryBlogBySlug(t.db, 'cardio-1');
    expect(blog).toMatchObject({
      slug: 'cardio-1',
      author: { name: 'Dr. Meera Iyer', slug: 'meera-iyer', doctorSlug: 'dr-meera-iyer' },
      category: { name: 'Cardiology', slug: 'cardiology' },
      metaName: 'Meta cardio-1',
    });
    expect(blog?.faqs.map((f) => f.question)).toEqual(['First?', 'Second?']);
    expect(blog?.faqs[1].answerHtml).toBe('<p>Two</p>');
    expect((await queryBlogBySlug(t.db, 'obg-20'))?.author.doctorSlug).toBeNull();
    expect(await queryBlogBySlug(t.db, 'missing')).toBeNull();
  });

  it('links no profile of a doctor hidden from the site: it answers 404', async () => {
    const hide = (verified: boolean) =>
      t.db.update(s.doctors).set({ verified }).where(eq(s.doctors.slug, 'dr-meera-iyer'));
    await hide(false);
    try {
      const blog = await queryBlogBySlug(t.db, 'cardio-1');
      expect(blog?.author).toEqual({
        name: 'Dr. Meera Iyer',
        slug: 'meera-iyer',
        doctorSlug: null,
      });
    } finally {
      await hide(true);
    }
  });

  it('finds a category by its name with dashes for spaces, case-insensitively', async () => {
    expect(categoryNameFromParam('Obstetrics-&-Gynaecology')).toBe('obstetrics & gynaecology');
    const listing = await queryBlogCategoryListing(t.db, 'obstetrics-&-gynaecology');
    expect(listing?.category.name).toBe('Obstetrics & Gynaecology');
    expect(listing?.blogs.map((b) => b.slug)).toEqual(['obg-22', 'obg-21', 'obg-20']);
    expect((await queryBlogCategoryListing(t.db, 'CARDIOLOGY'))?.blogs).toHaveLength(12);
    // The department's own slug works too.
    expect(
      (await queryBlogCategoryListing(t.db, 'obstetrics-and-gynaecology'))?.category.slug,
    ).toBe('obstetrics-and-gynaecology');
    expect((await queryBlogCategoryListing(t.db, 'dermatology'))?.blogs).toEqual([]);
    expect(await queryBlogCategoryListing(t.db, 'no-such-category')).toBeNull();
  });

  it('counts a view and answers null for an unknown blog', async () => {
    expect(await recordBlogView(t.db, ids.c5)).toBe(6);
    expect(await recordBlogView(t.db, ids.c5)).toBe(7);
    expect(await recordBlogView(t.db, 999_999)).toBeNull();
  });
});
