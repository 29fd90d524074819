/**
 * The answers of the site-wide content calls (lib/site/api-shape.ts), described once: the
 * document at /api/openapi.json converts these schemas, and the shape functions return their
 * InferType, so the documented shape and the one sent cannot differ.
 */
import { object, type InferType } from 'yup';
import {
  apiId,
  flag,
  html,
  link,
  list,
  nestedSuccess,
  numeric,
  oneOfTexts,
  success,
  text,
  texts,
  whole,
} from '@/lib/api/openapi/answer-fields';
import { seoTagType } from '@/lib/db/schema/site';

const faq = object({ _id: apiId(), faq_title: text(), faq_answer: html() });

export const homeSliderAnswerSchema = success(
  list(object({ _id: apiId(), home_page_slider: link(), title: text(), subtitle: text() })),
);

export const headerInfoAnswerSchema = success(
  list(
    object({
      hospital_name: text(),
      emergency_call: text(),
      appointment_call: text(),
      email: text(),
    }),
  ).max(1),
);

export const analyticsAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      count_number: whole(),
      count_text: text(),
      analytic_icon: link(),
    }),
  ),
);

export const homeFaqAnswerSchema = success(list(faq));

export const testimonialsAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      url: link('The video'),
      title: text(),
      desciption: text('Spelled so, as the original API'),
      postedby_image: link(),
      postedby_name: text(),
      postedby_designation: text(),
      poster_image: link(),
    }),
  ),
);

export const advertiseAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      title: text(),
      descrption: html('Sanitised HTML; spelled so, as the original API'),
      advertise_image: link(),
    }),
  ).max(1),
);

export const mainAdAnswerSchema = success(list(object({ _id: apiId(), main_ad: link() })));

export const secondaryImageAnswerSchema = success(
  list(object({ _id: apiId(), secondary_image: list(link()) })),
);

export const numberAnswerSchema = success(
  list(
    object({
      appointment_call: text(),
      emergency_call: text(),
      whatsapp: text('Ten-digit mobile number without the country code'),
    }),
  ).length(1),
);

export const contactAnswerSchema = success(
  list(
    object({
      sectionName: oneOfTexts(['main']),
      title: text(),
      office_hours: list(object({ days: text(), time: text() })),
      office_address: text(),
      office_address_2: text(),
      get_in_touch: texts(),
      description: text(),
      appointment_call: text(),
      emergency_call: text(),
      whatsapp: text('Ten-digit mobile number without the country code'),
      email: text(),
    }),
  ).length(1),
);

export const branchesAnswerSchema = nestedSuccess(
  list(object({ _id: apiId(), Branch: text('The branch name'), address: text(), phone: text() })),
);

export const popularRegionsAnswerSchema = nestedSuccess(
  list(object({ _id: apiId(), region_name: text(), popular_region: flag() })),
);

export const tagsAnswerSchema = nestedSuccess(
  list(
    object({
      _id: apiId(),
      type: oneOfTexts(seoTagType.enumValues),
      meta_title: text(),
      meta_description: text(),
      meta_tags: texts(),
      meta_name: text(),
    }),
  ),
);

export const aboutValuesAnswerSchema = nestedSuccess(
  list(
    object({
      _id: apiId(),
      type: text("'Choose us' feeds the home page; the others the about page"),
      title: text(),
      subtitle: text(),
      description: text(),
      about_value_image: link(),
    }),
  ),
);

export const aboutCtaAnswerSchema = nestedSuccess(
  list(
    object({
      _id: apiId(),
      type: text("'CTA', 'Values' or 'Choose us'"),
      about_cta_image: link(),
      about_cta_text: text(),
    }),
  ),
);

export const aboutMissionAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      title: text(),
      description: text(),
      precentage: list(object({ percentage_number: numeric(), percentage_text: text() })),
    }),
  ).max(1),
);

export const teamsAnswerSchema = success(
  list(object({ _id: apiId(), team_image: link(), team_name: text(), team_designation: text() })),
);

export const headerBlocksAnswerSchema = success(
  list(
    object({
      _id: apiId(),
      header_title: text(),
      header_image: link(),
      list_item_image: link(),
      list_item_text: texts(),
      nav_link_slug: text(),
      nav_link_image: link(),
      nav_link_text: text(),
    }),
  ),
);

export type HomeSliderAnswer = InferType<typeof homeSliderAnswerSchema>;
export type HeaderInfoAnswer = InferType<typeof headerInfoAnswerSchema>;
export type AnalyticsAnswer = InferType<typeof analyticsAnswerSchema>;
export type HomeFaqAnswer = InferType<typeof homeFaqAnswerSchema>;
export type TestimonialsAnswer = InferType<typeof testimonialsAnswerSchema>;
export type AdvertiseAnswer = InferType<typeof advertiseAnswerSchema>;
export type MainAdAnswer = InferType<typeof mainAdAnswerSchema>;
export type SecondaryImageAnswer = InferType<typeof secondaryImageAnswerSchema>;
export type NumberAnswer = InferType<typeof numberAnswerSchema>;
export type ContactAnswer = InferType<typeof contactAnswerSchema>;
export type BranchesAnswer = InferType<typeof branchesAnswerSchema>;
export type PopularRegionsAnswer = InferType<typeof popularRegionsAnswerSchema>;
export type TagsAnswer = InferType<typeof tagsAnswerSchema>;
export type AboutValuesAnswer = InferType<typeof aboutValuesAnswerSchema>;
export type AboutCtaAnswer = InferType<typeof aboutCtaAnswerSchema>;
export type AboutMissionAnswer = InferType<typeof aboutMissionAnswerSchema>;
export type TeamsAnswer = InferType<typeof teamsAnswerSchema>;
export type HeaderBlocksAnswer = InferType<typeof headerBlocksAnswerSchema>;
