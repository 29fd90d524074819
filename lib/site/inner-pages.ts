import type { Metadata } from 'next';
import { buildMetadata } from '@/lib/seo/metadata';

/**
 * What an inner page of text says about itself: its heading band (title, eyebrow, lead) and its
 * metadata (description, and a longer title for search results where it has one). One record per
 * page, so the band and the metadata cannot drift apart.
 */
export type InnerPage = {
  title: string;
  path: string;
  description: string;
  eyebrow: string;
  lead?: string;
  /** The metadata title, where it says more than the h1. */
  metaTitle?: string;
  /** Shown under the lead. */
  updated?: string;
  noindex?: boolean;
};

export const INNER_PAGES = {
  partner: {
    title: 'Partner With Us',
    path: '/partner',
    description:
      'Work with Saithunga Multi-Speciality Hospital, Bangalore: insurers and TPAs, corporate health programmes, referring doctors and clinics, and suppliers.',
    eyebrow: 'Partnerships',
    lead: 'We work with insurers, companies, doctors and suppliers to bring good care to more people.',
  },
  apiDocs: {
    title: 'API reference',
    path: '/api-docs',
    description:
      'The JSON API of the Saithunga Multi-Speciality Hospital website: every operation, its parameters, request body and answers.',
    eyebrow: 'For developers',
    noindex: true,
  },
  callAmbulance: {
    title: 'Call an Ambulance',
    metaTitle: 'Call an Ambulance – 24/7 Emergency',
    path: '/call-ambulance',
    description:
      'Call the Saithunga Multi-Speciality Hospital ambulance and emergency team, 24 hours a day, anywhere in Bangalore.',
    eyebrow: '24/7 Emergency',
    lead: 'Our ambulances and emergency team are ready around the clock, every day of the year.',
  },
  documentation: {
    title: 'Patient Guide',
    path: '/documentation',
    description:
      'Before your visit to Saithunga Multi-Speciality Hospital: documents to bring, booking, admission, insurance, billing, visiting hours and discharge.',
    eyebrow: 'Documentation',
    lead: 'Everything to know before, during and after your visit, in one place.',
  },
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy',
    description:
      'How Saithunga Multi-Speciality Hospital collects, uses, keeps, shares and erases the personal data you give us through callback, contact, booking, payment, pharmacy and job forms.',
    eyebrow: 'Your data, your rights',
    lead: 'What we collect through this website, why, how long we keep it and how to have it erased.',
    updated: 'Last updated: 1 June 2024',
  },
  terms: {
    title: 'Terms & Conditions',
    path: '/terms',
    description:
      'Terms of use of the Saithunga Multi-Speciality Hospital website: appointments, payments, refunds, pharmacy orders and use of our content.',
    eyebrow: 'Using this website',
    lead: 'The rules for booking appointments, paying online, ordering medicines and using our content.',
    updated: 'Last updated: 1 June 2024',
  },
  service: {
    title: 'Our Services',
    path: '/service',
    description:
      'Every department and service of Saithunga Multi-Speciality Hospital, Bangalore: specialist care, 24/7 emergency and ambulance, online appointments and an online pharmacy.',
    eyebrow: 'What we offer',
    lead: 'Specialist departments, round-the-clock emergency care and convenient online services for every stage of treatment.',
  },
} satisfies Record<string, InnerPage>;

/** The metadata of an inner page, from its record. */
export function innerPageMetadata(page: InnerPage): Metadata {
  const { metaTitle, title, description, path, noindex } = page;
  return buildMetadata({ title: metaTitle ?? title, description, path, noindex });
}

/** The heading band of an inner page, from its record: a one-crumb trail, h1, eyebrow, lead. */
export function innerPageHero(page: InnerPage) {
  const { title, path, eyebrow, lead } = page;
  return { trail: [{ name: title, path }], title, eyebrow, lead };
}
