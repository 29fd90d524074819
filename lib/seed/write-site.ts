/** Writes the site-wide content: branches, regions, home, about, contact, settings. */
import type { Db } from '../db/open';
import {
  aboutCtas,
  aboutMissions,
  aboutValues,
  advertisements,
  analytics,
  branches,
  contactInfo,
  doctorIntroBlocks,
  headerBlocks,
  homeBanners,
  homeFaqs,
  labAds,
  regions,
  seoTags,
  settings,
  teamMembers,
  videoTestimonials,
} from '../db/schema';
import { idMap } from './batch';
import { BRANCHES, REGIONS } from './content/places';
import {
  ABOUT_CTAS,
  ABOUT_MISSION,
  ABOUT_VALUES,
  DOCTOR_INTRO_BLOCKS,
  HEADER_BLOCKS,
  TEAM_MEMBERS,
} from './content/site-about';
import {
  ADVERTISEMENTS,
  ANALYTICS,
  HOME_BANNERS,
  HOME_FAQS,
  VIDEO_TESTIMONIALS,
} from './content/site-home';
import { SELLER_SETTINGS_KEY } from '../invoices/seller-settings';
import {
  CONTACT_INFO,
  GRIEVANCE_OFFICER,
  LAB_AD,
  SELLER_SETTINGS,
  SEO_TAGS,
  SITE_SETTINGS,
} from './content/site-settings';
import { GRIEVANCE_SETTINGS_KEY } from '@/lib/accounts/grievance-officer';

/** Returns branch name -> id. */
export async function writeSite(db: Db): Promise<Map<string, number>> {
  const branchRows = await db
    .insert(branches)
    .values(BRANCHES)
    .returning({ id: branches.id, key: branches.name });
  await db.insert(regions).values(REGIONS);
  await db.insert(seoTags).values(SEO_TAGS);
  await db.insert(contactInfo).values(CONTACT_INFO);
  await db.insert(settings).values([
    { key: 'site', value: SITE_SETTINGS },
    { key: GRIEVANCE_SETTINGS_KEY, value: GRIEVANCE_OFFICER },
    { key: SELLER_SETTINGS_KEY, value: SELLER_SETTINGS },
  ]);
  await db.insert(homeBanners).values(HOME_BANNERS);
  await db.insert(videoTestimonials).values(VIDEO_TESTIMONIALS);
  await db.insert(advertisements).values(ADVERTISEMENTS);
  await db.insert(homeFaqs).values(HOME_FAQS);
  await db.insert(analytics).values(ANALYTICS);
  await db.insert(aboutValues).values(ABOUT_VALUES);
  await db.insert(aboutCtas).values(ABOUT_CTAS);
  await db.insert(aboutMissions).values(ABOUT_MISSION);
  await db.insert(teamMembers).values(TEAM_MEMBERS);
  await db.insert(headerBlocks).values(HEADER_BLOCKS);
  await db.insert(doctorIntroBlocks).values(DOCTOR_INTRO_BLOCKS);
  await db.insert(labAds).values(LAB_AD);
  return idMap(branchRows);
}
