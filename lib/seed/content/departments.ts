/**
 * The departments with their quality block, FAQs and images. One department (Rheumatology)
 * has no treatments and no doctors yet, to exercise the 'No Doctors available' state.
 */
import { slugify } from '../../slug';
import { DEPARTMENTS_A } from './departments-a';
import { DEPARTMENTS_B } from './departments-b';
import { escapeHtml, metaDescription } from './html';
import { img } from './image-paths';
import type { DepartmentText, FaqSeed } from './types';

export const EMPTY_DEPARTMENT_SLUG = 'rheumatology';

export type DepartmentSeed = DepartmentText & {
  slug: string;
  image: string;
  contentImage: string | null;
  followUpImage: string;
  metaName: string;
  metaDescription: string;
  allFaqs: FaqSeed[];
};

function generalFaqs(name: string): FaqSeed[] {
  const team = escapeHtml(name);
  return [
    {
      question: `How do I book an appointment with the ${name} team?`,
      answerHtml:
        '<p>Choose a doctor on the <strong>Our Doctors</strong> page, pick a date and a free slot, and pay the consultation fee online.</p><p>You can also fill in the <em>Book FREE Doctor Appointment</em> form on this page and our team will call you back within a working day.</p>',
    },
    {
      question: `Is cashless insurance available for ${name} treatment?`,
      answerHtml:
        '<p>Saithunga is empanelled with most major insurers and third-party administrators. Bring your policy card and a photo ID; our insurance desk arranges pre-authorisation, usually within a few hours for planned admissions.</p>',
    },
    {
      question: `What should I bring to my first ${name} consultation?`,
      answerHtml: `<p>Bring previous prescriptions, reports and scans, a list of the medicines you take and your insurance details. Please arrive 15 minutes early for registration at the ${team} desk.</p>`,
    },
    {
      question: `Can I get a second opinion from the ${name} specialists?`,
      answerHtml:
        '<p>Yes. Send your reports through the contact form or bring them in person. A senior consultant reviews them and explains the options, with no obligation to be treated here.</p>',
    },
  ];
}

function toSeed(text: DepartmentText): DepartmentSeed {
  const slug = slugify(text.name);
  const general = generalFaqs(text.name);
  return {
    ...text,
    slug,
    image: img.department(slug),
    contentImage: text.noContentImage ? null : img.departmentContent(slug),
    followUpImage: img.departmentFollowUp(slug),
    metaName: `${text.name} | Saithunga Multi-Speciality Hospital, Bangalore`,
    metaDescription: metaDescription(text.description),
    // The department still being set up gets fewer questions, so its FAQ shows no toggle.
    allFaqs: [...text.faqs, ...(slug === EMPTY_DEPARTMENT_SLUG ? general.slice(0, 2) : general)],
  };
}

let cache: DepartmentSeed[] | undefined;

export function buildDepartments(): DepartmentSeed[] {
  cache ??= [...DEPARTMENTS_A, ...DEPARTMENTS_B].map(toSeed);
  return cache;
}
