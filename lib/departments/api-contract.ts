/**
 * The answers of the department and treatment calls (lib/departments/api-shape.ts), described
 * once: the document at /api/openapi.json converts these schemas, and the shape functions return
 * their InferType, so the documented shape and the one sent cannot differ.
 */
import { array, mixed, object, type InferType } from 'yup';
import {
  apiId,
  html,
  link,
  list,
  literal,
  nestedSuccess,
  nullableText,
  success,
  text,
  texts,
} from '@/lib/api/openapi/answer-fields';
import { DEPARTMENT_LIST_SUCCESS } from './api-shape';

const faq = object({ _id: apiId(), faq_title: text(), faq_answer: html() });

const subdepartment = object({
  _id: apiId(),
  slug: text(),
  name: text(),
  treatment_image: link(),
});

const departmentFields = {
  _id: apiId(),
  department: text('The department name'),
  slug: text(),
  department_image: link(),
  department_description: text(),
  department_content_image: nullableText('Site-relative path, or null when there is none'),
  subdepartments: list(subdepartment),
  Treatments: list(apiId()).meta({ description: "The treatments' `_id`s" }),
  meta_name: text(),
  meta_description: text(),
  meta_tag: texts(),
};

const apiDepartment = object(departmentFields);

const apiTreatment = object({
  _id: apiId(),
  sub_department_name: text(),
  sub_department_descriptiion: text('Spelled so, as the original API'),
  slug: text(),
  treatment_image: link(),
  treatments_banners_slider: list(link()),
  department_id: object({ department: text(), slug: text() }),
  meta_name: text(),
  meta_description: text(),
  meta_tag: texts(),
});

export const departmentListAnswerSchema = object({
  message: literal(DEPARTMENT_LIST_SUCCESS),
  data: list(apiDepartment),
});

export const departmentOneAnswerSchema = nestedSuccess(
  object({
    ...departmentFields,
    department_follow_up_image: nullableText('Site-relative path, or null when there is none'),
  }),
);

export const qualitiesAnswerSchema = success(
  object({ title: text(), description: html(), qualities: texts() }),
);

export const departmentFaqAnswerSchema = success(list(faq));

export const treatmentsByDepartmentAnswerSchema = nestedSuccess(
  list(
    object({
      _id: apiId(),
      sub_department_name: text(),
      slug: text(),
      treatment_image: link(),
    }),
  ),
);

/** No department CTA icons are stored: the list is always empty. */
export const departmentCtaIconsAnswerSchema = nestedSuccess(
  array(mixed<never>().defined()).defined().max(0),
);

export const subdepartmentOneAnswerSchema = success(apiTreatment);

export const treatmentHeadersAnswerSchema = success(list(apiTreatment));

export const treatmentCtaIconsAnswerSchema = success(
  list(object({ _id: apiId(), treatment_cta_icon: link(), treatment_icon_name: text() })),
);

export const treatmentInfoAnswerSchema = success(
  list(
    object({
      disease_name: text(),
      surgery_name: text(),
      duration: text(),
      treated_by: text(),
    }),
  ).max(1),
);

export const treatmentContentAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      question: text(),
      answer: html(),
      content_images: list(link()),
    }),
  ),
);

export const treatmentFaqAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      faq_title: text(),
      faq_answer: html(),
      subdepartment_id: object({
        _id: apiId(),
        sub_department_name: text(),
        slug: text(),
      }),
    }),
  ),
);

export type DepartmentListAnswer = InferType<typeof departmentListAnswerSchema>;
export type DepartmentOneAnswer = InferType<typeof departmentOneAnswerSchema>;
export type QualitiesAnswer = InferType<typeof qualitiesAnswerSchema>;
export type DepartmentFaqAnswer = InferType<typeof departmentFaqAnswerSchema>;
export type TreatmentsByDepartmentAnswer = InferType<typeof treatmentsByDepartmentAnswerSchema>;
export type DepartmentCtaIconsAnswer = InferType<typeof departmentCtaIconsAnswerSchema>;
export type SubdepartmentOneAnswer = InferType<typeof subdepartmentOneAnswerSchema>;
export type TreatmentHeadersAnswer = InferType<typeof treatmentHeadersAnswerSchema>;
export type TreatmentCtaIconsAnswer = InferType<typeof treatmentCtaIconsAnswerSchema>;
export type TreatmentInfoAnswer = InferType<typeof treatmentInfoAnswerSchema>;
export type TreatmentContentAnswer = InferType<typeof treatmentContentAnswerSchema>;
export type TreatmentFaqAnswer = InferType<typeof treatmentFaqAnswerSchema>;
