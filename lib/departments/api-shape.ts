/**
 * The department and treatment calls of hospital-site.md section 7 answer in the original API's
 * field names (spec section 3: `department`, `sub_department_name`,
 * `sub_department_descriptiion` spelled so, `faq_title`...) and nesting: `{ message, data }`, or
 * `{ message, data: { data } }` where the spec reads `data.data`. The department list's message
 * is 'Sucess', spelled so: the original front end compares it. Inside, the clean shapes of
 * lib/departments/*-reads.ts are used. HTML fields are sanitised by those reads.
 *
 * The path parameters named after a name in the spec ({departmentName}, {subDepartmentName})
 * take the name (the browser stores it, key Dname) or the slug; {dname} and {tname} the slug.
 *
 * Each answer's shape is described once, as a yup schema in ./api-contract.ts; the functions
 * return its InferType, and the contract test checks what the routes send against it.
 */
import type { RecordKind } from '@/lib/api/record-route';
import { nestedSuccessAnswer, successAnswer } from '@/lib/api/success-answer';
import {
  getDepartmentPage,
  getDepartmentPageNamed,
  type DepartmentPageData,
  type DepartmentSummary,
  type Faq,
  type SpecialityCard,
} from './reads';
import {
  getTreatmentPage,
  getTreatmentPageNamed,
  type TreatmentHeader,
  type TreatmentPageData,
} from './treatment-reads';
import type {
  DepartmentCtaIconsAnswer,
  DepartmentFaqAnswer,
  DepartmentListAnswer,
  DepartmentOneAnswer,
  QualitiesAnswer,
  SubdepartmentOneAnswer,
  TreatmentContentAnswer,
  TreatmentCtaIconsAnswer,
  TreatmentFaqAnswer,
  TreatmentHeadersAnswer,
  TreatmentInfoAnswer,
  TreatmentsByDepartmentAnswer,
} from './api-contract';

/** The records the content API answers for (lib/api/record-route.ts), by slug or by name. */
export const DEPARTMENT: RecordKind<DepartmentPageData> = {
  name: 'department',
  namedBy: 'slug',
  read: getDepartmentPage,
};
export const DEPARTMENT_BY_NAME: RecordKind<DepartmentPageData> = {
  name: 'department',
  namedBy: 'name or slug',
  read: getDepartmentPageNamed,
};
export const TREATMENT: RecordKind<TreatmentPageData> = {
  name: 'treatment',
  namedBy: 'slug',
  read: getTreatmentPage,
};
export const TREATMENT_BY_NAME: RecordKind<TreatmentPageData> = {
  name: 'treatment',
  namedBy: 'name or slug',
  read: getTreatmentPageNamed,
};
/** The department list's message, spelled as the original API (and its front end) has it. */
export const DEPARTMENT_LIST_SUCCESS = 'Sucess' as const;

const toApiSubdepartment = (s: SpecialityCard) => ({
  _id: String(s.id),
  slug: s.slug,
  name: s.name,
  treatment_image: s.image,
});

/**
 * A department in the entity's fields. `Treatments`, named in the entity without its content,
 * is the list of its treatments' `_id`s (the original's references); `subdepartments` has them
 * in full.
 */
function toApiDepartment(d: DepartmentSummary) {
  return {
    _id: String(d.id),
    department: d.name,
    slug: d.slug,
    department_image: d.image,
    department_description: d.description,
    department_content_image: d.contentImage,
    subdepartments: d.specialities.map(toApiSubdepartment),
    Treatments: d.specialities.map((s) => String(s.id)),
    meta_name: d.metaName,
    meta_description: d.metaDescription,
    meta_tag: d.metaTags,
  };
}

/** GET /department/get_department: `{ message: 'Sucess', data: [departments] }`. */
export function departmentListAnswer(list: DepartmentSummary[]): DepartmentListAnswer {
  return { message: DEPARTMENT_LIST_SUCCESS, data: list.map(toApiDepartment) };
}

/**
 * GET /department/get_departmentone/{dname}: `data.data` is the department, plus the page's
 * follow-up procedure image as `department_follow_up_image` (not named by the spec).
 */
export function departmentOneAnswer(d: DepartmentPageData): DepartmentOneAnswer {
  return nestedSuccessAnswer({
    ...toApiDepartment(d),
    department_follow_up_image: d.followUpImage,
  });
}

/** GET /department/get_qualitiesbyslug/{dname}: `data` is `{ title, description, qualities }`. */
export function qualitiesAnswer(
  quality: NonNullable<DepartmentPageData['quality']>,
): QualitiesAnswer {
  return successAnswer({
    title: quality.title,
    description: quality.descriptionHtml,
    qualities: quality.qualities,
  });
}

/** GET /departmentfaqbydepartmentname/{departmentName}: `data` lists `{ _id, faq_title, faq_answer }`. */
export function departmentFaqAnswer(faqs: Faq[]): DepartmentFaqAnswer {
  return successAnswer(
    faqs.map((f) => ({ _id: String(f.id), faq_title: f.question, faq_answer: f.answerHtml })),
  );
}

/**
 * GET /treatmentbydepartmentname/{dname}: `data.data` lists the department's treatments as
 * `{ _id, sub_department_name, slug, treatment_image }` (what its 'Our Specialities' cards show).
 */
export function treatmentsByDepartmentAnswer(
  specialities: SpecialityCard[],
): TreatmentsByDepartmentAnswer {
  return nestedSuccessAnswer(
    specialities.map((s) => ({
      _id: String(s.id),
      sub_department_name: s.name,
      slug: s.slug,
      treatment_image: s.image,
    })),
  );
}

/**
 * GET /getdepartmentctaiconbydepartmnet/{dname}: `data.data`, which the original front end keeps
 * but never shows. The site stores no department CTA icons, so for a known department the list
 * is empty: `{ message, data: { data: [] } }`.
 */
export function departmentCtaIconsAnswer(): DepartmentCtaIconsAnswer {
  return nestedSuccessAnswer([] as never[]);
}

/** A treatment (sub-department) in the entity's fields, `sub_department_descriptiion` spelled so. */
function toApiTreatment(t: TreatmentHeader) {
  return {
    _id: String(t.id),
    sub_department_name: t.name,
    sub_department_descriptiion: t.description,
    slug: t.slug,
    treatment_image: t.image,
    treatments_banners_slider: t.bannerImages,
    department_id: { department: t.departmentName, slug: t.departmentSlug },
    meta_name: t.metaName,
    meta_description: t.metaDescription,
    meta_tag: t.metaTags,
  };
}

/** GET /department/get_subdepartmentone/{tname}: `data` is the treatment. */
export function subdepartmentOneAnswer(t: TreatmentPageData): SubdepartmentOneAnswer {
  return successAnswer(toApiTreatment(t));
}

/**
 * GET /gettreatmentheader. Spec: "data" only, and the call takes no parameter. Chosen: `data`
 * lists every treatment's header fields (name, description, image, banners, department), as
 * get_subdepartmentone gives one.
 */
export function treatmentHeadersAnswer(headers: TreatmentHeader[]): TreatmentHeadersAnswer {
  return successAnswer(headers.map(toApiTreatment));
}

/** GET /gettreatmentctaiconbytreatment/{tname}: `data` lists the treatment's header icons. */
export function treatmentCtaIconsAnswer(t: TreatmentPageData): TreatmentCtaIconsAnswer {
  return successAnswer(
    t.ctaIcons.map((c) => ({
      _id: String(c.id),
      treatment_cta_icon: c.icon,
      treatment_icon_name: c.name,
    })),
  );
}

/**
 * GET /treatmentinfobysubdepartmentname/{tname}. Spec: "data" only. Chosen: `data` lists the
 * treatment's info (none or one) as `{ disease_name, surgery_name, duration, treated_by }`.
 */
export function treatmentInfoAnswer(t: TreatmentPageData): TreatmentInfoAnswer {
  return successAnswer(
    t.info
      ? [
          {
            disease_name: t.info.diseaseName,
            surgery_name: t.info.surgeryName,
            duration: t.info.duration,
            treated_by: t.info.treatedBy,
          },
        ]
      : [],
  );
}

/**
 * GET /contentbysubdepartmentname/{tname}. Spec: "data" only. Chosen: `data` lists the content
 * blocks as `{ _id, question, answer, content_images }` (the entity's fields; `answer` is HTML).
 */
export function treatmentContentAnswer(t: TreatmentPageData): TreatmentContentAnswer {
  return successAnswer(
    t.contents.map((c) => ({
      _id: String(c.id),
      question: c.question,
      answer: c.answerHtml,
      content_images: c.images,
    })),
  );
}

/**
 * GET /faqbysubdepartmentname/{subDepartmentName}: `data` lists
 * `{ _id, faq_title, faq_answer, subdepartment_id: { _id, sub_department_name, slug } }`.
 */
export function treatmentFaqAnswer(t: TreatmentPageData): TreatmentFaqAnswer {
  const subdepartment = { _id: String(t.id), sub_department_name: t.name, slug: t.slug };
  return successAnswer(
    t.faqs.map((f) => ({
      _id: String(f.id),
      faq_title: f.question,
      faq_answer: f.answerHtml,
      subdepartment_id: subdepartment,
    })),
  );
}
