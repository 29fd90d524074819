/** The site-wide content calls (lib/site/api-shape.ts): the original API's names and nesting. */
import * as answers from '@/lib/site/api-contract';
import type { Operation } from '../operation';
import { read } from './reads';

const TAG = 'Site content';

export const SITE_OPERATIONS: Operation[] = [
  read(
    TAG,
    '/api/homepage/get_homepageslider',
    'getHomePageSlider',
    "The home page's banners",
    answers.homeSliderAnswerSchema,
  ),
  read(
    TAG,
    '/api/headerinfo/get_headerinfo',
    'getHeaderInfo',
    "The header's hospital name, numbers and e-mail, as a one-item list",
    answers.headerInfoAnswerSchema,
  ),
  read(
    TAG,
    '/api/analytics/get_analytics',
    'getAnalytics',
    "The home page's statistics counters",
    answers.analyticsAnswerSchema,
  ),
  read(
    TAG,
    '/api/homepage/get_faq',
    'getHomeFaq',
    "The home page's FAQ",
    answers.homeFaqAnswerSchema,
  ),
  read(
    TAG,
    '/api/gettestinomal',
    'getTestimonials',
    'The video testimonials (the path is spelled so)',
    answers.testimonialsAnswerSchema,
  ),
  read(
    TAG,
    '/api/advertise/get_advertise',
    'getAdvertisement',
    "The home page's advertisement (none or one)",
    answers.advertiseAnswerSchema,
  ),
  read(TAG, '/api/getmainadd', 'getMainAd', "The lab area's main ads", answers.mainAdAnswerSchema),
  read(
    TAG,
    '/api/getsecondaryimage',
    'getSecondaryImages',
    "The lab area's secondary ad images",
    answers.secondaryImageAnswerSchema,
  ),
  read(
    TAG,
    '/api/getnumber',
    'getNumbers',
    "The hospital's appointment, emergency and WhatsApp numbers, as a one-item list",
    answers.numberAnswerSchema,
  ),
  read(
    TAG,
    '/api/getcontact',
    'getContact',
    'The contact info record, as a one-item list',
    answers.contactAnswerSchema,
    { description: "The pharmacy reads the first item's `whatsapp` and `emergency_call`." },
  ),
  read(
    TAG,
    '/api/branches/all_locations',
    'getBranches',
    "The hospital's branches, in data.data",
    answers.branchesAnswerSchema,
  ),
  read(
    TAG,
    '/api/region/get_popularregion',
    'getPopularRegions',
    'The popular regions, in data.data',
    answers.popularRegionsAnswerSchema,
  ),
  read(
    TAG,
    '/api/tag/get_tag',
    'getSeoTags',
    "Every page type's SEO tag record, in data.data",
    answers.tagsAnswerSchema,
    { description: 'A page picks the record of its `type`.' },
  ),
  read(
    TAG,
    '/api/aboutvalues/get_aboutvalues',
    'getAboutValues',
    'Every about value, in data.data',
    answers.aboutValuesAnswerSchema,
    { description: "The home page keeps the values of type 'Choose us'." },
  ),
  read(
    TAG,
    '/api/aboutcta/get_aboutcta',
    'getAboutCtas',
    'Every about CTA item, in data.data',
    answers.aboutCtaAnswerSchema,
  ),
  read(
    TAG,
    '/api/aboutmission/get_aboutmission',
    'getAboutMission',
    "The about page's mission with its percentages (none or one)",
    answers.aboutMissionAnswerSchema,
    { description: '`precentage` is spelled so, as the original API.' },
  ),
  read(TAG, '/api/teams/get_teams', 'getTeam', "The about page's team", answers.teamsAnswerSchema),
  read(
    TAG,
    '/api/head/get_header',
    'getHeaderBlocks',
    "The about page's header blocks",
    answers.headerBlocksAnswerSchema,
  ),
];
