/**
 * The department and treatment calls of hospital-site.md section 7, answered from the seeded
 * database through lib/departments' cached reads, in the original API's field names and nesting
 * (lib/departments/api-shape.ts): 'Sucess' on the department list, `data.data` where the spec
 * reads it, 404 for an unknown slug and 400 for a malformed one, in the one error shape.
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock } from '../helpers/app-db';
import { noIncrementalCacheMock } from '../helpers/render-page';
import { GET as contentByTreatment } from '@/app/api/contentbysubdepartmentname/[tname]/route';
import { NextRequest } from 'next/server';
import { GET as blogList } from '@/app/api/blog/get_blog/route';
import { GET as departmentList } from '@/app/api/department/get_department/route';
import { GET as departmentOne } from '@/app/api/department/get_departmentone/[dname]/route';
import { GET as qualities } from '@/app/api/department/get_qualitiesbyslug/[dname]/route';
import { GET as subdepartmentOne } from '@/app/api/department/get_subdepartmentone/[tname]/route';
import { GET as departmentFaq } from '@/app/api/departmentfaqbydepartmentname/[departmentName]/route';
import { GET as doctorsByDepartment } from '@/app/api/doctorbydepartment/[departmentName]/route';
import { GET as faqByTreatment } from '@/app/api/faqbysubdepartmentname/[subDepartmentName]/route';
import { GET as departmentCtaIcons } from '@/app/api/getdepartmentctaiconbydepartmnet/[dname]/route';
import { GET as treatmentCtaIcons } from '@/app/api/gettreatmentctaiconbytreatment/[tname]/route';
import { GET as treatmentHeaders } from '@/app/api/gettreatmentheader/route';
import { GET as treatmentsByDepartment } from '@/app/api/treatmentbydepartmentname/[dname]/route';
import { GET as treatmentInfo } from '@/app/api/treatmentinfobysubdepartmentname/[tname]/route';
import * as s from '@/lib/db/schema';
import type * as shape from '@/lib/departments/api-shape';
import {
  EMPTY_DEPARTMENT_SLUG,
  buildDepartments,
  type DepartmentSeed,
} from '@/lib/seed/content/departments';
import { buildTreatments, type TreatmentSeed } from '@/lib/seed/content/treatments';
import { apiError, invalidInput } from '../helpers/api-error';
import { engines } from '../helpers/db';
import { anyId, expectOk, get, seededDbForFile } from './content-api';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());

type Body<F extends (...args: never[]) => unknown> = ReturnType<F>;

const DEPARTMENT = 'cardiology';
const department = buildDepartments().find((d) => d.slug === DEPARTMENT)!;
const treatmentsOf = (d: DepartmentSeed) =>
  buildTreatments().filter((t) => t.departmentSlug === d.slug);
const treatment = treatmentsOf(department)[0];

const expectedSubdepartments = (d: DepartmentSeed) =>
  treatmentsOf(d).map((t) => ({
    _id: anyId,
    slug: t.slug,
    name: t.name,
    treatment_image: t.image,
  }));

const expectedDepartment = (d: DepartmentSeed) => ({
  _id: anyId,
  department: d.name,
  slug: d.slug,
  department_image: d.image,
  department_description: d.description,
  department_content_image: d.contentImage,
  subdepartments: expectedSubdepartments(d),
  Treatments: treatmentsOf(d).map(() => anyId),
  meta_name: d.metaName,
  meta_description: d.metaDescription,
  meta_tag: d.metaTags,
});

const expectedTreatment = (t: TreatmentSeed) => ({
  _id: anyId,
  sub_department_name: t.name,
  sub_department_descriptiion: t.description,
  slug: t.slug,
  treatment_image: t.image,
  treatments_banners_slider: t.bannerImages,
  department_id: { department: t.department, slug: t.departmentSlug },
  meta_name: t.metaName,
  meta_description: t.metaDescription,
  meta_tag: t.metaTags,
});

type SlugRoute = Parameters<typeof get>[0];
type NamedBy = 'slug' | 'name';

/** Every route with a record in its path: its parameter's name and what an unknown one answers. */
const SLUG_ROUTES: [string, SlugRoute, string, string][] = [
  ['get_departmentone', departmentOne, 'dname', 'Department not found'],
  ['get_qualitiesbyslug', qualities, 'dname', 'Department not found'],
  ['treatmentbydepartmentname', treatmentsByDepartment, 'dname', 'Department not found'],
  ['getdepartmentctaiconbydepartmnet', departmentCtaIcons, 'dname', 'Department not found'],
  ['get_subdepartmentone', subdepartmentOne, 'tname', 'Treatment not found'],
  ['gettreatmentctaiconbytreatment', treatmentCtaIcons, 'tname', 'Treatment not found'],
  ['treatmentinfobysubdepartmentname', treatmentInfo, 'tname', 'Treatment not found'],
  ['contentbysubdepartmentname', contentByTreatment, 'tname', 'Treatment not found'],
];

/** The routes the spec names by the record's name ({departmentName}, {subDepartmentName}). */
const NAME_ROUTES: [string, SlugRoute, string, string][] = [
  ['departmentfaqbydepartmentname', departmentFaq, 'departmentName', 'Department not found'],
  ['doctorbydepartment', doctorsByDepartment, 'departmentName', 'Department not found'],
  ['faqbysubdepartmentname', faqByTreatment, 'subDepartmentName', 'Treatment not found'],
];

/** What each kind of parameter refuses (400) and does not know (404). */
const MALFORMED: Record<NamedBy, string[]> = {
  slug: ['Cardiology', 'bad slug', '..', 'a--b', 'x'.repeat(201)],
  name: ['', '   ', 'Cardio\u0000logy', 'Cardiology\n', 'a\u202Eb', 'x'.repeat(201)],
};
const UNKNOWN: Record<NamedBy, string[]> = {
  slug: ['no-such-page'],
  name: ['no-such-page', 'No Such Department', 'Obstetrics and Gynaecology'],
};
const RECORD_ROUTES = [
  ...SLUG_ROUTES.map((r) => [...r, 'slug'] as const),
  ...NAME_ROUTES.map((r) => [...r, 'name'] as const),
];

/** A call whose whole answer is `{ message: 'Success', data }`, the data typed by its shape. */
function wholeAnswer<F extends (...args: never[]) => { data: unknown }>(
  title: string,
  route: SlugRoute,
  params: Record<string, string>,
  data: ReturnType<F>['data'],
) {
  return { title, route, params, data };
}

const WHOLE_ANSWERS = [
  wholeAnswer<typeof shape.departmentOneAnswer>(
    'GET /api/department/get_departmentone/{dname} answers data.data with the department',
    departmentOne,
    { dname: DEPARTMENT },
    {
      data: {
        ...expectedDepartment(department),
        department_follow_up_image: department.followUpImage,
      },
    },
  ),
  wholeAnswer<typeof shape.qualitiesAnswer>(
    'GET /api/department/get_qualitiesbyslug/{dname} answers data with title, description, qualities',
    qualities,
    { dname: DEPARTMENT },
    {
      title: department.quality.title,
      description: department.quality.descriptionHtml,
      qualities: department.quality.qualities,
    },
  ),
  wholeAnswer<typeof shape.departmentFaqAnswer>(
    'GET /api/departmentfaqbydepartmentname/{departmentName} lists faq_title and faq_answer',
    departmentFaq,
    { departmentName: DEPARTMENT },
    department.allFaqs.map((f) => ({
      _id: anyId,
      faq_title: f.question,
      faq_answer: f.answerHtml,
    })),
  ),
  wholeAnswer<typeof shape.departmentCtaIconsAnswer>(
    'GET /api/getdepartmentctaiconbydepartmnet/{dname} answers an empty data.data (none stored)',
    departmentCtaIcons,
    { dname: DEPARTMENT },
    { data: [] },
  ),
  wholeAnswer<typeof shape.subdepartmentOneAnswer>(
    'GET /api/department/get_subdepartmentone/{tname} answers data with the treatment',
    subdepartmentOne,
    { tname: treatment.slug },
    expectedTreatment(treatment),
  ),
  wholeAnswer<typeof shape.treatmentCtaIconsAnswer>(
    'GET /api/gettreatmentctaiconbytreatment/{tname} lists treatment_cta_icon and treatment_icon_name',
    treatmentCtaIcons,
    { tname: treatment.slug },
    treatment.ctaIcons.map((c) => ({
      _id: anyId,
      treatment_cta_icon: c.icon,
      treatment_icon_name: c.name,
    })),
  ),
  wholeAnswer<typeof shape.treatmentInfoAnswer>(
    'GET /api/treatmentinfobysubdepartmentname/{tname} lists the disease and surgery facts',
    treatmentInfo,
    { tname: treatment.slug },
    [
      {
        disease_name: treatment.disease,
        surgery_name: treatment.surgery,
        duration: treatment.duration,
        treated_by: treatment.treatedBy,
      },
    ],
  ),
  wholeAnswer<typeof shape.treatmentContentAnswer>(
    'GET /api/contentbysubdepartmentname/{tname} lists the content blocks',
    contentByTreatment,
    { tname: treatment.slug },
    treatment.contents.map((c) => ({
      _id: anyId,
      question: c.question,
      answer: c.answerHtml,
      content_images: c.images,
    })),
  ),
  wholeAnswer<typeof shape.treatmentFaqAnswer>(
    'GET /api/faqbysubdepartmentname/{subDepartmentName} lists the FAQ with its sub-department',
    faqByTreatment,
    { subDepartmentName: treatment.slug },
    treatment.faqs.map((f) => ({
      _id: anyId,
      faq_title: f.question,
      faq_answer: f.answerHtml,
      subdepartment_id: { _id: anyId, sub_department_name: treatment.name, slug: treatment.slug },
    })),
  ),
];

describe.each(engines)('department and treatment API on %s', (engine) => {
  const t = seededDbForFile(engine);

  it.each(WHOLE_ANSWERS)('$title', async ({ route, params, data }) => {
    const answer = await get(route, params);
    expectOk(answer);
    expect(answer.body).toEqual({ message: 'Success', data });
  });

  it("GET /api/department/get_department answers message 'Sucess' and every department with its treatments", async () => {
    const answer = await get<Body<typeof shape.departmentListAnswer>>(departmentList);
    expectOk(answer);
    expect(answer.body.message).toBe('Sucess');
    expect(answer.body.data.map((d) => d.slug)).toEqual(buildDepartments().map((d) => d.slug));
    expect(answer.body.data.find((d) => d.slug === DEPARTMENT)).toEqual(
      expectedDepartment(department),
    );
    const cardiology = answer.body.data.find((d) => d.slug === DEPARTMENT)!;
    expect(cardiology.Treatments).toEqual(cardiology.subdepartments.map((sd) => sd._id));
    const empty = answer.body.data.find((d) => d.slug === EMPTY_DEPARTMENT_SLUG)!;
    expect(empty.subdepartments).toEqual([]);
  });

  it('GET /api/treatmentbydepartmentname/{dname} answers data.data with the treatments', async () => {
    const answer = await get<Body<typeof shape.treatmentsByDepartmentAnswer>>(
      treatmentsByDepartment,
      { dname: DEPARTMENT },
    );
    expectOk(answer);
    expect(answer.body.data.data).toEqual(
      treatmentsOf(department).map((tr) => ({
        _id: anyId,
        sub_department_name: tr.name,
        slug: tr.slug,
        treatment_image: tr.image,
      })),
    );
    expect(answer.body.data.data.length).toBeGreaterThan(0);
    const empty = await get(treatmentsByDepartment, { dname: EMPTY_DEPARTMENT_SLUG });
    expectOk(empty);
    expect(empty.body).toEqual({ message: 'Success', data: { data: [] } });
  });

  it('GET /api/gettreatmentheader lists every treatment header', async () => {
    const answer = await get<Body<typeof shape.treatmentHeadersAnswer>>(treatmentHeaders);
    expectOk(answer);
    expect(answer.body.data).toHaveLength(buildTreatments().length);
    expect(answer.body.data.find((h) => h.slug === treatment.slug)).toEqual(
      expectedTreatment(treatment),
    );
  });

  describe.each(RECORD_ROUTES)('%s', (_name, route, param, notFound, namedBy) => {
    it.each(MALFORMED[namedBy])('answers 400 for the malformed %p', async (value) => {
      const answer = await get(route, { [param]: value });
      expect(answer.status).toBe(400);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body).toEqual(
        invalidInput({ [param]: expect.stringContaining(param) }, 'Invalid request'),
      );
    });

    it.each(UNKNOWN[namedBy])('answers 404 for the unknown %p', async (value) => {
      const answer = await get(route, { [param]: value });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(apiError({ code: 'not_found', message: notFound }));
    });
  });

  describe.each(NAME_ROUTES)('%s', (_name, route, param) => {
    const obg = buildDepartments().find((d) => d.name === 'Obstetrics & Gynaecology')!;
    const bySlug = () =>
      get(route, { [param]: param === 'subDepartmentName' ? treatment.slug : obg.slug });
    const nameOf = () => (param === 'subDepartmentName' ? treatment.name : obg.name);

    it.each([
      ['the name as stored', (n: string) => n],
      ['the name in capitals', (n: string) => n.toUpperCase()],
      [
        'the name in lower case, spaced and padded',
        (n: string) => `  ${n.toLowerCase().replace(/ /g, '  ')} `,
      ],
    ])('answers %s as it answers the slug', async (_how, change) => {
      const expected = await bySlug();
      expectOk(expected);
      const answer = await get(route, { [param]: change(nameOf()) });
      expectOk(answer);
      expect(answer.body).toEqual(expected.body);
    });
  });

  it('GET /api/blog/get_blog?department= takes the name as it takes the slug; an unknown one is a 404', async () => {
    const list = async (department: string) => {
      const query = new URLSearchParams({ department }).toString();
      const response = await blogList(
        new NextRequest(`http://localhost/api/blog/get_blog?${query}`),
      );
      return { status: response.status, body: await response.json() };
    };
    const bySlug = await list(DEPARTMENT);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.pagination.total).toBeGreaterThan(0);
    for (const name of [department.name, ` ${department.name.toUpperCase()} `]) {
      expect(await list(name)).toEqual(bySlug);
    }
    expect(await list('No Such Department')).toEqual({
      status: 404,
      body: apiError({ code: 'not_found', message: 'Department not found' }),
    });
    expect((await list('Cardio\u0000logy')).status).toBe(400);
  });

  it('GET /api/department/get_qualitiesbyslug/{dname} answers 404 for a department without a content block', async () => {
    await t.db.delete(s.departmentQualities);
    const answer = await get(qualities, { dname: DEPARTMENT });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(
      apiError({ code: 'not_found', message: 'Department content not found' }),
    );
  });
});
