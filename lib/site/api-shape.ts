/**
 * The site-wide content calls of hospital-site.md section 7 answer in the original API's field
 * names (spec section 3: `home_page_slider`, `count_number`, `faq_title`, `precentage`...) and
 * nesting: `{ message: 'Success', data }`, or `{ message, data: { data } }` where the spec reads
 * `data.data`. Inside, the clean shapes of lib/site/*-reads.ts are used.
 *
 * Where the spec names a call without its shape, the choice is written on the function. A record
 * the site keeps one of (the mission, the contact settings, the header info, the advertisement)
 * is answered as a list of that one record, as the original's collection reads were: the pharmacy
 * reads `/getcontact`'s "first item".
 *
 * Each answer's shape is described once, as a yup schema in ./api-contract.ts; the functions
 * return its InferType, and the contract test (tests/api/openapi-contract.test.ts) checks what
 * the routes send against the document made from it.
 */
import { nestedSuccessAnswer, successAnswer } from '@/lib/api/success-answer';
import type { Advertisement, Analytic, Faq, HomeBanner, VideoTestimonial } from './home-types';
import type {
  AboutCta,
  AboutMission,
  HeaderBlock,
  TeamMember,
  TypedAboutValue,
} from './about-reads';
import type { SeoTagRecord } from './seo-reads';
import type { Branch, ContactSettings, LabAd, Region, SiteSettings } from './types';
import type {
  AboutCtaAnswer,
  AboutMissionAnswer,
  AboutValuesAnswer,
  AdvertiseAnswer,
  AnalyticsAnswer,
  BranchesAnswer,
  ContactAnswer,
  HeaderBlocksAnswer,
  HeaderInfoAnswer,
  HomeFaqAnswer,
  HomeSliderAnswer,
  MainAdAnswer,
  NumberAnswer,
  PopularRegionsAnswer,
  SecondaryImageAnswer,
  TagsAnswer,
  TeamsAnswer,
  TestimonialsAnswer,
} from './api-contract';

/** GET /homepage/get_homepageslider: `data` lists the banners; the image is `home_page_slider`. */
export function homeSliderAnswer(banners: HomeBanner[]): HomeSliderAnswer {
  return successAnswer(
    banners.map((b) => ({
      _id: String(b.id),
      home_page_slider: b.image,
      title: b.title,
      subtitle: b.subtitle,
    })),
  );
}

/**
 * GET /headerinfo/get_headerinfo. Spec: "header info" only. Chosen: what the header shows
 * besides the branches (their own call) and the menu: `data` is a one-item list of
 * `{ hospital_name, emergency_call, appointment_call, email }`.
 */
export function headerInfoAnswer(site: SiteSettings, contact: ContactSettings): HeaderInfoAnswer {
  return successAnswer([
    {
      hospital_name: site.hospitalName,
      emergency_call: contact.emergencyCall,
      appointment_call: contact.appointmentCall,
      email: contact.email,
    },
  ]);
}

/** GET /analytics/get_analytics: the home page's statistics counters. */
export function analyticsAnswer(counters: Analytic[]): AnalyticsAnswer {
  return successAnswer(
    counters.map((a) => ({
      _id: String(a.id),
      count_number: a.countNumber,
      count_text: a.countText,
      analytic_icon: a.icon,
    })),
  );
}

/** GET /homepage/get_faq: `faq_answer` is HTML, sanitised by the read. */
export function homeFaqAnswer(faqs: Faq[]): HomeFaqAnswer {
  return successAnswer(
    faqs.map((f) => ({ _id: String(f.id), faq_title: f.question, faq_answer: f.answerHtml })),
  );
}

/**
 * GET /gettestinomal. Spec: "testimonials" only. Chosen: the video testimonials (the only
 * testimonials stored; the home page's patient reviews are hard-coded), in their entity's
 * field names, `desciption` spelled so, plus the video's `poster_image`.
 */
export function testimonialsAnswer(videos: VideoTestimonial[]): TestimonialsAnswer {
  return successAnswer(
    videos.map((v) => ({
      _id: String(v.id),
      url: v.url,
      title: v.title,
      desciption: v.description,
      postedby_image: v.postedByImage,
      postedby_name: v.postedByName,
      postedby_designation: v.postedByDesignation,
      poster_image: v.posterImage,
    })),
  );
}

/**
 * GET /advertise/get_advertise. Spec: "ads" only. Chosen: `data` lists the home page's
 * advertisement (none or one) as `{ _id, title, descrption, advertise_image }`, `descrption`
 * spelled so and sanitised HTML.
 */
export function advertiseAnswer(ad: Advertisement | null): AdvertiseAnswer {
  return successAnswer(
    ad
      ? [
          {
            _id: String(ad.id),
            title: ad.title,
            descrption: ad.descriptionHtml,
            advertise_image: ad.image,
          },
        ]
      : [],
  );
}

/** GET /getmainadd. Spec: "the lab calls carry main_ad". Chosen: `data` lists `{ _id, main_ad }`. */
export function mainAdAnswer(ads: LabAd[]): MainAdAnswer {
  return successAnswer(ads.map((a) => ({ _id: String(a.id), main_ad: a.mainAd })));
}

/**
 * GET /getsecondaryimage. Spec: "...and secondary_image (list)". Chosen: `data` lists
 * `{ _id, secondary_image: [image URLs] }`.
 */
export function secondaryImageAnswer(ads: LabAd[]): SecondaryImageAnswer {
  return successAnswer(ads.map((a) => ({ _id: String(a.id), secondary_image: a.secondaryImages })));
}

/**
 * GET /getnumber. Spec: "a number record; use not shown". Chosen: `data` is a one-item list of
 * the hospital's numbers `{ appointment_call, emergency_call, whatsapp }`.
 */
export function numberAnswer(contact: ContactSettings): NumberAnswer {
  return successAnswer([
    {
      appointment_call: contact.appointmentCall,
      emergency_call: contact.emergencyCall,
      whatsapp: contact.whatsapp,
    },
  ]);
}

/**
 * GET /getcontact: the contact info record (spec section 3, 'Contact info') as a one-item list;
 * the pharmacy reads the first item's `whatsapp` and `emergency_call`.
 */
export function contactAnswer(contact: ContactSettings): ContactAnswer {
  return successAnswer([
    {
      sectionName: 'main',
      title: contact.title,
      office_hours: contact.officeHours.map(({ days, time }) => ({ days, time })),
      office_address: contact.officeAddress,
      office_address_2: contact.officeAddress2,
      get_in_touch: contact.getInTouch,
      description: contact.description,
      appointment_call: contact.appointmentCall,
      emergency_call: contact.emergencyCall,
      whatsapp: contact.whatsapp,
      email: contact.email,
    },
  ]);
}

/** GET /branches/all_locations: `data.data` lists the branches; the name is `Branch`. */
export function branchesAnswer(branches: Branch[]): BranchesAnswer {
  return nestedSuccessAnswer(
    branches.map((b) => ({
      _id: String(b.id),
      Branch: b.name,
      address: b.address,
      phone: b.phone,
    })),
  );
}

/**
 * GET /region/get_popularregion: `data.data` lists `{ _id, region_name, popular_region }`.
 * Chosen (the spec says only "list of regions"): the popular regions only, as the path says.
 */
export function popularRegionsAnswer(regions: Region[]): PopularRegionsAnswer {
  return nestedSuccessAnswer(
    regions.map((r) => ({ _id: String(r.id), region_name: r.name, popular_region: r.popular })),
  );
}

/** GET /tag/get_tag: `data.data` lists every page type's record; a page picks its `type`. */
export function tagsAnswer(tags: SeoTagRecord[]): TagsAnswer {
  return nestedSuccessAnswer(
    tags.map((t) => ({
      _id: String(t.id),
      type: t.type,
      meta_title: t.metaTitle,
      meta_description: t.metaDescription,
      meta_tags: t.metaTags,
      meta_name: t.metaName,
    })),
  );
}

/** GET /aboutvalues/get_aboutvalues: `data.data` lists every value; home keeps 'Choose us'. */
export function aboutValuesAnswer(values: TypedAboutValue[]): AboutValuesAnswer {
  return nestedSuccessAnswer(
    values.map((v) => ({
      _id: String(v.id),
      type: v.type,
      title: v.title,
      subtitle: v.subtitle,
      description: v.description,
      about_value_image: v.image,
    })),
  );
}

/** GET /aboutcta/get_aboutcta: `data.data` lists every CTA item ('CTA', 'Values', 'Choose us'). */
export function aboutCtaAnswer(ctas: AboutCta[]): AboutCtaAnswer {
  return nestedSuccessAnswer(
    ctas.map((c) => ({
      _id: String(c.id),
      type: c.type,
      about_cta_image: c.image,
      about_cta_text: c.text,
    })),
  );
}

/**
 * GET /aboutmission/get_aboutmission: `data` is a list of the mission (none or one), with
 * `precentage` spelled so. Chosen (the spec says only "data"): a list, like the team and header.
 */
export function aboutMissionAnswer(mission: AboutMission | null): AboutMissionAnswer {
  return successAnswer(
    mission
      ? [
          {
            _id: String(mission.id),
            title: mission.title,
            description: mission.description,
            precentage: mission.percentages.map((p) => ({
              percentage_number: p.number,
              percentage_text: p.text,
            })),
          },
        ]
      : [],
  );
}

/** GET /teams/get_teams: `data` lists the team. */
export function teamsAnswer(team: TeamMember[]): TeamsAnswer {
  return successAnswer(
    team.map((t) => ({
      _id: String(t.id),
      team_image: t.image,
      team_name: t.name,
      team_designation: t.designation,
    })),
  );
}

/** GET /head/get_header: `data` lists the about page's header blocks. */
export function headerBlocksAnswer(blocks: HeaderBlock[]): HeaderBlocksAnswer {
  return successAnswer(
    blocks.map((h) => ({
      _id: String(h.id),
      header_title: h.title,
      header_image: h.image,
      list_item_image: h.listItemImage,
      list_item_text: h.listItemTexts,
      nav_link_slug: h.navLinkSlug,
      nav_link_image: h.navLinkImage,
      nav_link_text: h.navLinkText,
    })),
  );
}
