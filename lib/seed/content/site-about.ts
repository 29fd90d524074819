/** About page content: values, CTAs, mission, team, header blocks and doctor intro blocks. */
import { slugify } from '../../slug';
import { img } from './image-paths';

export const ABOUT_VALUES = [
  {
    type: 'Choose us',
    title: 'Specialists for Every Need',
    subtitle: 'Why choose Saithunga',
    description:
      'Over 120 consultants across 14 specialities work as one team, so you never have to carry your reports from hospital to hospital.',
    image: img.icon('expert-team'),
  },
  {
    type: 'Choose us',
    title: 'Emergency Care, 24x7',
    subtitle: 'Why choose Saithunga',
    description:
      'Every branch has an emergency department with doctors, ambulances and a pharmacy open day and night.',
    image: img.icon('round-the-clock'),
  },
  {
    type: 'Choose us',
    title: 'Modern Technology',
    subtitle: 'Why choose Saithunga',
    description:
      'Robotic joint replacement, 3 Tesla MRI, two cath labs and a linear accelerator under one roof.',
    image: img.icon('modern-technology'),
  },
  {
    type: 'Choose us',
    title: 'Clear, Honest Pricing',
    subtitle: 'Why choose Saithunga',
    description: 'Written estimates before admission and cashless insurance with most insurers.',
    image: img.icon('affordable-packages'),
  },
  {
    type: 'Choose us',
    title: 'Care That Continues at Home',
    subtitle: 'Why choose Saithunga',
    description: 'Home physiotherapy, medicine delivery and video follow-ups after discharge.',
    image: img.icon('video-consult'),
  },
  {
    type: 'Values',
    title: 'Compassion',
    subtitle: 'Our values',
    description: 'We treat every patient as we would want our own family to be treated.',
    image: img.site('value-compassion'),
  },
  {
    type: 'Values',
    title: 'Integrity',
    subtitle: 'Our values',
    description: 'We recommend only the care a patient needs and explain its cost before we begin.',
    image: img.site('value-integrity'),
  },
  {
    type: 'Values',
    title: 'Excellence',
    subtitle: 'Our values',
    description:
      'We measure our outcomes, publish them to our staff and learn from every complication.',
    image: img.site('value-excellence'),
  },
].map((v, i) => ({ ...v, position: i }));

export const ABOUT_CTAS = [
  {
    type: 'CTA',
    text: 'Book an appointment online in under a minute',
    image: img.site('cta-appointment'),
  },
  {
    type: 'CTA',
    text: 'Call our 24x7 emergency line for an ambulance',
    image: img.site('cta-emergency'),
  },
  {
    type: 'CTA',
    text: 'Order medicines from the Saithunga Pharmacy',
    image: img.site('cta-pharmacy'),
  },
  {
    type: 'Values',
    text: 'Patients first, in every decision we make',
    image: img.site('value-compassion'),
  },
  {
    type: 'Values',
    text: 'Care that is honest about its cost',
    image: img.site('value-integrity'),
  },
  { type: 'Choose us', text: 'Five branches across Bangalore', image: img.icon('ambulance') },
  { type: 'Choose us', text: 'NABH-standard infection control', image: img.icon('award') },
].map((c, i) => ({ ...c, position: i }));

export const ABOUT_MISSION = {
  title: 'Our Mission',
  description:
    'Since 1994, Saithunga has set out to give every family in Bangalore access to specialist care that is safe, unhurried and honest about its cost. We grow by training our own nurses and doctors and by measuring what matters to patients.',
  percentages: [
    { number: 96, text: 'Patients who would recommend us' },
    { number: 92, text: 'Planned surgeries started on time' },
    { number: 98, text: 'Emergency patients seen within 10 minutes' },
  ],
};

const TEAM: [string, string][] = [
  ['Dr. Sudha Venkataraman', 'Medical Director'],
  ['Arvind Rao', 'Chief Executive Officer'],
  ['Dr. Joseph Mathew', 'Chief of Surgery'],
  ['Latha Krishnamurthy', 'Chief Nursing Officer'],
  ['Dr. Harsha Vardhan', 'Head of Emergency Medicine'],
  ['Nazia Sultana', 'Head of Patient Experience'],
  ['Dr. Prema Gopal', 'Head of Laboratory Services'],
];

export const TEAM_MEMBERS = TEAM.map(([name, designation], i) => ({
  name,
  designation,
  image: img.team(slugify(name)),
  position: i,
}));

export const HEADER_BLOCKS = [
  {
    title: 'Thirty Years of Caring for Bangalore',
    image: img.site('header-hospital'),
    listItemImage: img.icon('award'),
    listItemTexts: [
      '450 beds across five branches',
      'NABH-standard care',
      'Teaching hospital for nurses and doctors',
    ],
    navLinkSlug: 'doctors',
    navLinkImage: img.icon('doctors'),
    navLinkText: 'Meet our doctors',
  },
  {
    title: 'Care Built Around the Patient',
    image: img.site('header-care'),
    listItemImage: img.icon('patients'),
    listItemTexts: [
      'Named nurse for every admitted patient',
      'Written estimates before admission',
      'Home care after discharge',
    ],
    navLinkSlug: 'contactus',
    navLinkImage: img.icon('round-the-clock'),
    navLinkText: 'Talk to us',
  },
  {
    title: 'A Place to Grow Your Career',
    image: img.site('header-careers'),
    listItemImage: img.icon('expert-team'),
    listItemTexts: [
      'Nursing and allied health training',
      'Research and audit programmes',
      'Supportive, diverse teams',
    ],
    navLinkSlug: 'careers',
    navLinkImage: img.icon('expert-team'),
    navLinkText: 'See current vacancies',
  },
].map((h, i) => ({ ...h, position: i }));

export const DOCTOR_INTRO_BLOCKS = [
  {
    title: 'Find the Right Specialist',
    description:
      'Search by doctor name or health problem, compare experience and fees, and book a slot that suits you.',
    icons: [img.icon('doctors'), img.icon('expert-team')],
  },
  {
    title: 'Pay Online, Skip the Queue',
    description:
      "Confirmed online bookings go straight to the doctor's room; no waiting at the registration desk.",
    icons: [img.icon('affordable-packages'), img.icon('round-the-clock')],
  },
  {
    title: 'Second Opinions Welcome',
    description:
      'Bring your reports from any hospital; our consultants will review them and explain your options.',
    icons: [img.icon('second-opinion'), img.icon('video-consult')],
  },
];
