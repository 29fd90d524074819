/**
 * The doctor calls of hospital-site.md section 7 answer in the original API's field names (spec
 * section 3, Doctor: `doctor_image`, `speciality`, `qualification`, `price` in rupees,
 * `phone_number`, `department_id`...) and nesting: `{ message, data }`, or
 * `{ message, data: { data } }` where the spec reads `data.data`. The display rules (experience
 * 3 when absent, the normalised region) are already applied by lib/doctors/reads.ts. Only
 * verified doctors are listed, the one rule of every public doctor read.
 *
 * Each answer's shape is described once, as a yup schema in ./api-contract.ts; the functions
 * return its InferType, and the contract test checks what the routes send against it.
 */
import { nestedSuccessAnswer, successAnswer } from '@/lib/api/success-answer';
import { paiseToRupees } from '@/lib/money';
import type { Branch } from '@/lib/site/types';
import type { DoctorCardData, DoctorProfileData } from './types';
import type {
  ApiDoctor,
  DoctorListAnswer,
  DoctorOneAnswer,
  NestedDoctorListAnswer,
} from './api-contract';

/** The doctor by id's message, lower-case as the spec gives it for that call. */
export const DOCTOR_ONE_SUCCESS = 'success' as const;

/** A doctor card in the entity's fields (the fields GET /doctor/get_doctorone/{id} shares). */
export function toApiDoctor(d: DoctorCardData): ApiDoctor {
  return {
    _id: String(d.id),
    name: d.name,
    slug: d.slug,
    doctor_image: d.image,
    speciality: d.specialities,
    experience: d.experienceYears,
    qualification: d.qualifications,
    region: d.region,
    price: paiseToRupees(d.pricePaise),
    phone_number: d.phone,
    rating: d.rating,
    department_id: { department: d.departmentName, slug: d.departmentSlug },
  };
}

/** GET /getalldoctors and /doctor/get_doctor: `{ message: 'Success', data: [doctors] }`. */
export function doctorListAnswer(doctors: DoctorCardData[]): DoctorListAnswer {
  return successAnswer(doctors.map(toApiDoctor));
}

/** GET /doctor/verifieddoctor and /doctorbydepartment/{department}: `data.data` lists them. */
export function nestedDoctorListAnswer(doctors: DoctorCardData[]): NestedDoctorListAnswer {
  return nestedSuccessAnswer(doctors.map(toApiDoctor));
}

/**
 * GET /doctor/get_doctor/{id}: the whole profile in the entity's fields, `hospital_id` being the
 * doctor's branch `{ _id, Branch }`. Chosen (the spec says only "one doctor", in one row with
 * get_doctorone): the message of that call, 'success', and `data` the doctor.
 */
export function doctorOneAnswer(d: DoctorProfileData, branches: Branch[]): DoctorOneAnswer {
  const branch = branches.find((b) => b.name === d.branchName);
  return {
    message: DOCTOR_ONE_SUCCESS,
    data: {
      ...toApiDoctor(d),
      doctor_expert: d.expertise,
      about_doctor: d.about,
      membership: d.membership,
      doctor_best_known: d.bestKnownFor,
      top_treatments: d.topTreatments,
      hospital_id: { _id: branch ? String(branch.id) : null, Branch: d.branchName },
    },
  };
}
