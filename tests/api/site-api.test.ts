/**
 * The site-wide content calls of hospital-site.md section 7 (home, about, header, contact, SEO
 * tags, branches, regions, lab ads), answered from the seeded database through the app's own
 * cached reads, in the original API's field names and nesting (lib/site/api-shape.ts).
 */
// First: the mock factories below need these while the app modules load.
import { appDbMock } from '../helpers/app-db';
import { noIncrementalCacheMock } from '../helpers/render-page';
import { eq } from 'drizzle-orm';
import { GET as aboutCta } from '@/app/api/aboutcta/get_aboutcta/route';
import { GET as aboutMission } from '@/app/api/aboutmission/get_aboutmission/route';
import { GET as aboutValues } from '@/app/api/aboutvalues/get_aboutvalues/route';
import { GET as advertise } from '@/app/api/advertise/get_advertise/route';
import { GET as analytics } from '@/app/api/analytics/get_analytics/route';
import { GET as branches } from '@/app/api/branches/all_locations/route';
import { GET as contact } from '@/app/api/getcontact/route';
import { GET as mainAd } from '@/app/api/getmainadd/route';
import { GET as numbers } from '@/app/api/getnumber/route';
import { GET as secondaryImage } from '@/app/api/getsecondaryimage/route';
import { GET as testimonials } from '@/app/api/gettestinomal/route';
import { GET as headerBlocks } from '@/app/api/head/get_header/route';
import { GET as headerInfo } from '@/app/api/headerinfo/get_headerinfo/route';
import { GET as homeFaq } from '@/app/api/homepage/get_faq/route';
import { GET as homeSlider } from '@/app/api/homepage/get_homepageslider/route';
import { GET as popularRegions } from '@/app/api/region/get_popularregion/route';
import { GET as tags } from '@/app/api/tag/get_tag/route';
import { GET as teams } from '@/app/api/teams/get_teams/route';
import * as s from '@/lib/db/schema';
import { BRANCHES, REGIONS } from '@/lib/seed/content/places';
import {
  ABOUT_CTAS,
  ABOUT_MISSION,
  ABOUT_VALUES,
  HEADER_BLOCKS,
  TEAM_MEMBERS,
} from '@/lib/seed/content/site-about';
import {
  ADVERTISEMENTS,
  ANALYTICS,
  HOME_BANNERS,
  HOME_FAQS,
  VIDEO_TESTIMONIALS,
} from '@/lib/seed/content/site-home';
import {
  CONTACT_INFO,
  EMERGENCY_PHONE,
  HOSPITAL_EMAIL,
  HOSPITAL_NAME,
  HOSPITAL_PHONE,
  LAB_AD,
  SEO_TAGS,
  WHATSAPP_NUMBER,
} from '@/lib/seed/content/site-settings';
import type * as shape from '@/lib/site/api-shape';
import { engines } from '../helpers/db';
import { anyId, expectOk, get, seededDbForFile } from './content-api';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('@/lib/db', () => appDbMock());

type Body<F extends (...args: never[]) => unknown> = ReturnType<F>;

/** A route handler as content-api's `get` calls it. */
type Route = Parameters<typeof get>[0];

/** A call whose whole answer is `{ message: 'Success', data }`, the data typed by its shape. */
function wholeAnswer<F extends (...args: never[]) => { data: unknown }>(
  title: string,
  route: Route,
  data: ReturnType<F>['data'],
) {
  return { title, route, data };
}

const WHOLE_ANSWERS = [
  wholeAnswer<typeof shape.analyticsAnswer>(
    'GET /api/analytics/get_analytics answers the home page counters',
    analytics,
    ANALYTICS.map((a) => ({
      _id: anyId,
      count_number: a.countNumber,
      count_text: a.countText,
      analytic_icon: a.icon,
    })),
  ),
  wholeAnswer<typeof shape.mainAdAnswer>('GET /api/getmainadd carries main_ad', mainAd, [
    { _id: anyId, main_ad: LAB_AD.mainAd },
  ]),
  wholeAnswer<typeof shape.secondaryImageAnswer>(
    'GET /api/getsecondaryimage carries secondary_image',
    secondaryImage,
    [{ _id: anyId, secondary_image: LAB_AD.secondaryImages }],
  ),
  wholeAnswer<typeof shape.contactAnswer>(
    'GET /api/getcontact answers the contact info as a list whose first item has whatsapp and emergency_call',
    contact,
    [
      {
        sectionName: 'main',
        title: CONTACT_INFO.title,
        office_hours: CONTACT_INFO.officeHours,
        office_address: CONTACT_INFO.officeAddress,
        office_address_2: CONTACT_INFO.officeAddress2,
        get_in_touch: CONTACT_INFO.getInTouch,
        description: CONTACT_INFO.description,
        appointment_call: HOSPITAL_PHONE,
        emergency_call: EMERGENCY_PHONE,
        whatsapp: WHATSAPP_NUMBER,
        email: HOSPITAL_EMAIL,
      },
    ],
  ),
  wholeAnswer<typeof shape.numberAnswer>(
    'GET /api/getnumber answers the hospital numbers',
    numbers,
    [
      {
        appointment_call: HOSPITAL_PHONE,
        emergency_call: EMERGENCY_PHONE,
        whatsapp: WHATSAPP_NUMBER,
      },
    ],
  ),
  wholeAnswer<typeof shape.headerInfoAnswer>(
    'GET /api/headerinfo/get_headerinfo answers the header name, numbers and e-mail',
    headerInfo,
    [
      {
        hospital_name: HOSPITAL_NAME,
        emergency_call: EMERGENCY_PHONE,
        appointment_call: HOSPITAL_PHONE,
        email: HOSPITAL_EMAIL,
      },
    ],
  ),
  wholeAnswer<typeof shape.aboutMissionAnswer>(
    'GET /api/aboutmission/get_aboutmission answers the mission with its precentage list',
    aboutMission,
    [
      {
        _id: anyId,
        title: ABOUT_MISSION.title,
        description: ABOUT_MISSION.description,
        precentage: ABOUT_MISSION.percentages.map((p) => ({
          percentage_number: p.number,
          percentage_text: p.text,
        })),
      },
    ],
  ),
  wholeAnswer<typeof shape.homeSliderAnswer>(
    'GET /api/homepage/get_homepageslider lists the banners as home_page_slider',
    homeSlider,
    HOME_BANNERS.map((b) => ({
      _id: anyId,
      home_page_slider: b.image,
      title: b.title,
      subtitle: b.subtitle,
    })),
  ),
  wholeAnswer<typeof shape.teamsAnswer>(
    'GET /api/teams/get_teams lists the team',
    teams,
    TEAM_MEMBERS.map((m) => ({
      _id: anyId,
      team_image: m.image,
      team_name: m.name,
      team_designation: m.designation,
    })),
  ),
  wholeAnswer<typeof shape.branchesAnswer>(
    'GET /api/branches/all_locations answers data.data with each Branch',
    branches,
    {
      data: BRANCHES.map((b) => ({
        _id: anyId,
        Branch: b.name,
        address: b.address,
        phone: b.phone,
      })),
    },
  ),
];

describe.each(engines)('site content API on %s', (engine) => {
  const t = seededDbForFile(engine);

  it.each(WHOLE_ANSWERS)('$title', async ({ route, data }) => {
    const answer = await get(route);
    expectOk(answer);
    expect(answer.body).toEqual({ message: 'Success', data });
  });

  it('GET /api/homepage/get_faq lists faq_title and sanitised faq_answer', async () => {
    const answer = await get<Body<typeof shape.homeFaqAnswer>>(homeFaq);
    expectOk(answer);
    expect(answer.body.data.map((f) => f.faq_title)).toEqual(HOME_FAQS.map((f) => f.question));
    expect(answer.body.data[0]).toEqual({
      _id: anyId,
      faq_title: HOME_FAQS[0].question,
      faq_answer: HOME_FAQS[0].answerHtml,
    });
    expect(
      answer.body.data.some((f) => f.faq_answer.includes('<strong>5 PM to 7 PM</strong>')),
    ).toBe(true);
  });

  it('GET /api/gettestinomal lists the video testimonials, desciption spelled so', async () => {
    const answer = await get<Body<typeof shape.testimonialsAnswer>>(testimonials);
    expectOk(answer);
    expect(answer.body.data).toHaveLength(VIDEO_TESTIMONIALS.length);
    const [first] = VIDEO_TESTIMONIALS;
    expect(answer.body.data[0]).toEqual({
      _id: anyId,
      url: first.url,
      title: first.title,
      desciption: first.description,
      postedby_image: first.postedByImage,
      postedby_name: first.postedByName,
      postedby_designation: first.postedByDesignation,
      poster_image: first.posterImage,
    });
  });

  it('GET /api/advertise/get_advertise lists the advertisement, descrption spelled so', async () => {
    const answer = await get<Body<typeof shape.advertiseAnswer>>(advertise);
    expectOk(answer);
    expect(answer.body.data).toEqual([
      {
        _id: anyId,
        title: ADVERTISEMENTS[0].title,
        descrption: expect.stringContaining('<'),
        advertise_image: ADVERTISEMENTS[0].image,
      },
    ]);
  });

  it('GET /api/region/get_popularregion answers data.data with the popular regions only', async () => {
    const answer = await get<Body<typeof shape.popularRegionsAnswer>>(popularRegions);
    expectOk(answer);
    const popular = REGIONS.filter((r) => r.popular).map((r) => r.name);
    expect(popular.length).toBeLessThan(REGIONS.length);
    expect(answer.body.data.data.map((r) => r.region_name).sort()).toEqual([...popular].sort());
    expect(answer.body.data.data[0]).toEqual({
      _id: anyId,
      region_name: expect.any(String),
      popular_region: true,
    });
  });

  it('GET /api/tag/get_tag answers data.data with every page type, Pharmacy included', async () => {
    const answer = await get<Body<typeof shape.tagsAnswer>>(tags);
    expectOk(answer);
    expect(answer.body.data.data.map((tag) => tag.type)).toEqual(SEO_TAGS.map((tag) => tag.type));
    const pharmacy = SEO_TAGS.find((tag) => tag.type === 'Pharmacy')!;
    expect(answer.body.data.data.find((tag) => tag.type === 'Pharmacy')).toEqual({
      _id: anyId,
      type: 'Pharmacy',
      meta_title: pharmacy.metaTitle,
      meta_description: pharmacy.metaDescription,
      meta_tags: pharmacy.metaTags,
      meta_name: pharmacy.metaName,
    });
  });

  it("GET /api/aboutvalues/get_aboutvalues answers data.data with every value, 'Choose us' included", async () => {
    const answer = await get<Body<typeof shape.aboutValuesAnswer>>(aboutValues);
    expectOk(answer);
    expect(answer.body.data.data).toEqual(
      ABOUT_VALUES.map((v) => ({
        _id: anyId,
        type: v.type,
        title: v.title,
        subtitle: v.subtitle,
        description: v.description,
        about_value_image: v.image,
      })),
    );
    expect(answer.body.data.data.some((v) => v.type === 'Choose us')).toBe(true);
  });

  it('GET /api/aboutcta/get_aboutcta answers data.data with every CTA item of every type', async () => {
    const answer = await get<Body<typeof shape.aboutCtaAnswer>>(aboutCta);
    expectOk(answer);
    expect(answer.body.data.data).toEqual(
      ABOUT_CTAS.map((c) => ({
        _id: anyId,
        type: c.type,
        about_cta_image: c.image,
        about_cta_text: c.text,
      })),
    );
    expect(new Set(answer.body.data.data.map((c) => c.type))).toEqual(
      new Set(['CTA', 'Values', 'Choose us']),
    );
  });

  it('GET /api/head/get_header lists the header blocks', async () => {
    const answer = await get<Body<typeof shape.headerBlocksAnswer>>(headerBlocks);
    expectOk(answer);
    expect(answer.body.data).toHaveLength(HEADER_BLOCKS.length);
    const [first] = HEADER_BLOCKS;
    expect(answer.body.data[0]).toEqual({
      _id: anyId,
      header_title: first.title,
      header_image: first.image,
      list_item_image: first.listItemImage,
      list_item_text: first.listItemTexts,
      nav_link_slug: first.navLinkSlug,
      nav_link_image: first.navLinkImage,
      nav_link_text: first.navLinkText,
    });
  });

  it('sanitises stored HTML, and answers an empty list when a one-record section has none', async () => {
    await t.db.update(s.advertisements).set({
      descriptionHtml: '<p>Offer</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const ad = await get<Body<typeof shape.advertiseAnswer>>(advertise);
    expect(ad.body.data[0].descrption).toContain('<p>Offer</p>');
    expect(ad.body.data[0].descrption).not.toMatch(/<script|onerror/i);

    await t.db.delete(s.advertisements);
    await t.db.delete(s.aboutMissions).where(eq(s.aboutMissions.title, ABOUT_MISSION.title));
    expect((await get(advertise)).body).toEqual({ message: 'Success', data: [] });
    const mission = await get(aboutMission);
    expectOk(mission);
    expect(mission.body).toEqual({ message: 'Success', data: [] });
  });
});
