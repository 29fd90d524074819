import type { SanitizedHtml } from '@/lib/sanitize';

/** Shapes returned by lib/site/home-reads.ts (plain, serialisable data for cached reads). */

export type HomeBanner = { id: number; image: string; title: string; subtitle: string };

export type HomeDoctor = {
  id: number;
  name: string;
  slug: string;
  image: string;
  specialities: string[];
  experienceYears: number;
  region: string;
  phone: string;
  pricePaise: number;
  departmentName: string;
};

export type ShowcaseDepartment = {
  id: number;
  name: string;
  slug: string;
  image: string;
  description: string;
};

export type VideoTestimonial = {
  id: number;
  url: string;
  posterImage: string;
  title: string;
  description: string;
  postedByImage: string;
  postedByName: string;
  postedByDesignation: string;
};

export type Advertisement = {
  id: number;
  title: string;
  descriptionHtml: SanitizedHtml;
  image: string;
};

export type Faq = { id: number; question: string; answerHtml: SanitizedHtml };

export type BlogTeaser = {
  id: number;
  slug: string;
  title: string;
  image: string;
  /** Plain text from the start of the description, long enough for the 50-character teaser. */
  excerpt: string;
  category: string;
  createdAt: string;
};

/** The about values of type 'Choose us' (the reasons) and the CTA icons of that type (badges). */
export type ChooseUs = {
  subtitle: string;
  reasons: { id: number; title: string; description: string; icon: string }[];
  badges: { id: number; icon: string; caption: string }[];
};

export type Analytic = { id: number; countNumber: number; countText: string; icon: string };
