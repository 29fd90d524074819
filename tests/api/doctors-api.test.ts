/**
 * The doctor calls of hospital-site.md section 7, answered from the seeded database through
 * lib/doctors' cached reads, in the original API's field names and nesting
 * (lib/doctors/api-shape.ts). Only verified doctors are ever answered.
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock } from '../helpers/app-db';
import { noIncrementalCacheMock } from '../helpers/render-page';
import { eq } from 'drizzle-orm';
import { GET as doctorList } from '@/app/api/doctor/get_doctor/route';
import { GET as doctorOne } from '@/app/api/doctor/get_doctor/[id]/route';
import { GET as verifiedDoctors } from '@/app/api/doctor/verifieddoctor/route';
import { GET as doctorsByDepartment } from '@/app/api/doctorbydepartment/[departmentName]/route';
import { GET as allDoctors } from '@/app/api/getalldoctors/route';
import { GET as bookableDoctor } from '@/app/api/doctor/get_doctorone/[id]/route';
import { GET as doctorSchedule } from '@/app/api/doctorschedule/[id]/route';
import * as s from '@/lib/db/schema';
import type * as shape from '@/lib/doctors/api-shape';
import { normaliseRegion } from '@/lib/doctors/display';
import { EMPTY_DEPARTMENT_SLUG } from '@/lib/seed/content/departments';
import { NO_EXPERIENCE_SLUGS, NO_REGION_SLUGS } from '@/lib/seed/content/doctor-names';
import { buildDoctors, type DoctorSeed } from '@/lib/seed/content/doctors';
import { apiError, invalidInput } from '../helpers/api-error';
import { engines } from '../helpers/db';
import { anyId, expectOk, get, seededDbForFile } from './content-api';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());

type Body<F extends (...args: never[]) => unknown> = ReturnType<F>;

const DEPARTMENT = 'cardiology';
const doctors = buildDoctors();
const [first] = doctors;
const inDepartment = (slug: string) => doctors.filter((d) => d.departmentSlug === slug);

/** A card in the spec's fields, with the display rules: experience 3, region normalised. */
const expectedCard = (d: DoctorSeed) => ({
  _id: anyId,
  name: d.name,
  slug: d.slug,
  doctor_image: d.image,
  speciality: d.specialities,
  experience: d.experienceYears ?? 3,
  qualification: d.qualifications,
  region: normaliseRegion(d.region),
  price: d.pricePaise / 100,
  phone_number: d.phone,
  rating: d.rating,
  department_id: { department: d.department, slug: d.departmentSlug },
});

describe.each(engines)('doctor API on %s', (engine) => {
  const t = seededDbForFile(engine);

  const idOf = async (slug: string) => {
    const [row] = await t.db
      .select({ id: s.doctors.id })
      .from(s.doctors)
      .where(eq(s.doctors.slug, slug));
    return row.id;
  };

  it("GET /api/getalldoctors answers message 'Success' and every doctor as data", async () => {
    const answer = await get<Body<typeof shape.doctorListAnswer>>(allDoctors);
    expectOk(answer);
    expect(answer.body.message).toBe('Success');
    expect(answer.body.data.map((d) => d.slug)).toEqual(doctors.map((d) => d.slug));
    expect(answer.body.data[0]).toEqual({
      ...expectedCard(first),
      _id: String(await idOf(first.slug)),
    });
    const noExperience = answer.body.data.find((d) => d.slug === NO_EXPERIENCE_SLUGS[0])!;
    expect(noExperience.experience).toBe(3);
    const noRegion = answer.body.data.find((d) => d.slug === NO_REGION_SLUGS[0])!;
    expect(noRegion.region).toBe('Indranagar');
  });

  it('GET /api/doctor/get_doctor answers the same list as data', async () => {
    const answer = await get<Body<typeof shape.doctorListAnswer>>(doctorList);
    expectOk(answer);
    expect(answer.body).toEqual((await get(allDoctors)).body);
    expect(answer.body.data).toEqual(doctors.map(expectedCard));
  });

  it('GET /api/doctor/verifieddoctor answers data.data with the doctors', async () => {
    const answer = await get<Body<typeof shape.nestedDoctorListAnswer>>(verifiedDoctors);
    expectOk(answer);
    expect(answer.body.message).toBe('Success');
    expect(answer.body.data.data).toEqual(doctors.map(expectedCard));
  });

  it("GET /api/doctorbydepartment/{departmentName} answers data.data with that department's doctors", async () => {
    const answer = await get<Body<typeof shape.nestedDoctorListAnswer>>(doctorsByDepartment, {
      departmentName: DEPARTMENT,
    });
    expectOk(answer);
    expect(inDepartment(DEPARTMENT).length).toBeGreaterThan(0);
    expect(answer.body.data.data).toEqual(inDepartment(DEPARTMENT).map(expectedCard));
    const empty = await get(doctorsByDepartment, { departmentName: EMPTY_DEPARTMENT_SLUG });
    expectOk(empty);
    expect(empty.body).toEqual({ message: 'Success', data: { data: [] } });
  });

  it('GET /api/doctorbydepartment/{departmentName} answers 400 for a control character, 404 for an unknown name', async () => {
    for (const bad of ['Cardio\u0007logy', '\t']) {
      const answer = await get(doctorsByDepartment, { departmentName: bad });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(
        invalidInput(
          { departmentName: 'departmentName must be a department name or slug' },
          'Invalid request',
        ),
      );
    }
    const unknown = await get(doctorsByDepartment, { departmentName: 'heart care' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(apiError({ code: 'not_found', message: 'Department not found' }));
  });

  it("GET /api/doctor/get_doctor/{id} answers message 'success' and the whole profile", async () => {
    const id = await idOf(first.slug);
    const [branch] = await t.db
      .select({ id: s.branches.id })
      .from(s.branches)
      .where(eq(s.branches.name, first.branch));
    const answer = await get<Body<typeof shape.doctorOneAnswer>>(doctorOne, { id: String(id) });
    expectOk(answer);
    expect(answer.body).toEqual({
      message: 'success',
      data: {
        ...expectedCard(first),
        _id: String(id),
        doctor_expert: first.expertise,
        about_doctor: first.about,
        membership: first.membership,
        doctor_best_known: first.bestKnownFor,
        top_treatments: first.topTreatments,
        hospital_id: { _id: String(branch.id), Branch: first.branch },
      },
    });
  });

  it.each(['0', '-1', 'abc', '1.5', '1e3', '9999999999'])(
    'GET /api/doctor/get_doctor/{id} answers 400 for the malformed id %p',
    async (id) => {
      const answer = await get(doctorOne, { id });
      expect(answer.status).toBe(400);
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body).toEqual(
        invalidInput({ id: 'id must be a doctor id' }, 'Invalid request'),
      );
    },
  );

  it('GET /api/doctor/get_doctor/{id} answers 404 for an unknown id', async () => {
    const answer = await get(doctorOne, { id: '999999' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(apiError({ code: 'not_found', message: 'Doctor not found' }));
  });

  it('never answers an unverified doctor', async () => {
    const hidden = inDepartment(DEPARTMENT)[0];
    const id = await idOf(hidden.slug);
    await t.db.update(s.doctors).set({ verified: false }).where(eq(s.doctors.id, id));

    expect((await get(doctorOne, { id: String(id) })).status).toBe(404);
    expect((await get(bookableDoctor, { id: String(id) })).status).toBe(404);
    expect((await get(doctorSchedule, { id: String(id) })).status).toBe(404);
    const lists = [
      (await get<Body<typeof shape.doctorListAnswer>>(allDoctors)).body.data,
      (await get<Body<typeof shape.doctorListAnswer>>(doctorList)).body.data,
      (await get<Body<typeof shape.nestedDoctorListAnswer>>(verifiedDoctors)).body.data.data,
      (
        await get<Body<typeof shape.nestedDoctorListAnswer>>(doctorsByDepartment, {
          departmentName: DEPARTMENT,
        })
      ).body.data.data,
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((d) => d.slug)).not.toContain(hidden.slug);
    }
  });
});
