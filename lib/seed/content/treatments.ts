/**
 * Treatments (sub-departments) with their CTA icons, info row, content blocks and FAQs.
 * The blocks and FAQs are composed from each treatment's own facts.
 */
import { rngFor, intBetween, pickSome, type Rng } from '../random';
import { slugify } from '../../slug';
import { escapeHtml as e, metaDescription, p, ul } from './html';
import { img, type IconName, type TreatmentScene } from './image-paths';
import { TREATMENTS_A } from './treatments-a';
import { TREATMENTS_B } from './treatments-b';
import { TREATMENTS_C } from './treatments-c';
import type { FaqSeed, TreatmentText } from './types';

export type TreatmentSeed = TreatmentText & {
  slug: string;
  departmentSlug: string;
  image: string;
  bannerImages: string[];
  ctaIcons: { icon: string; name: string }[];
  contents: { question: string; answerHtml: string; images: string[] }[];
  faqs: FaqSeed[];
  metaName: string;
  metaDescription: string;
  metaTags: string[];
};

const CTA_ICONS: [IconName, string][] = [
  ['expert-team', 'Expert Specialists'],
  ['modern-technology', 'Advanced Technology'],
  ['cashless-insurance', 'Cashless Insurance'],
  ['round-the-clock', '24x7 Care'],
  ['quick-recovery', 'Faster Recovery'],
  ['affordable-packages', 'Transparent Pricing'],
  ['second-opinion', 'Free Second Opinion'],
  ['video-consult', 'Video Follow-up'],
];

const RECOVERY_SCENES: TreatmentScene[] = ['recovery-ward', 'physiotherapy', 'follow-up'];

function contents(t: TreatmentText, rng: Rng): TreatmentSeed['contents'] {
  const blocks: TreatmentSeed['contents'] = [
    {
      question: `What are the symptoms of ${t.disease}?`,
      answerHtml: `<p>Common signs of ${e(t.disease)} include:</p>${ul(t.symptoms)}${p(
        `Symptoms differ from person to person. A ${t.treatedBy.toLowerCase()} confirms the diagnosis with an examination and the right tests before advising treatment.`,
      )}`,
      images: [img.treatmentScene(rng() < 0.5 ? 'consultation' : 'diagnostics')],
    },
    {
      question: `How is ${t.surgery} done at Saithunga?`,
      answerHtml:
        p(t.procedure) +
        p(`It usually takes ${t.duration}. Hospital stay: ${t.stay.toLowerCase()}.`),
      images: [img.treatmentScene('operation-theatre')],
    },
  ];
  if (rng() < 0.6) {
    blocks.push({
      question: `What is recovery like after ${t.name}?`,
      answerHtml:
        p(t.recovery) +
        p(
          'Before you go home, our team explains your medicines, warning signs to watch for and whom to call, and books your first follow-up visit.',
        ),
      images: [img.treatmentScene(RECOVERY_SCENES[intBetween(rng, 0, 2)])],
    });
  }
  return blocks;
}

function faqs(t: TreatmentText, departmentName: string, count: number): FaqSeed[] {
  const all: FaqSeed[] = [
    { question: `Who needs ${t.surgery}?`, answerHtml: p(t.candidates) },
    {
      question: `How long does ${t.surgery} take?`,
      answerHtml: p(
        `It usually takes ${t.duration}. The exact time depends on your condition and is explained at the pre-procedure visit.`,
      ),
    },
    {
      question: 'How long will I stay in hospital?',
      answerHtml: p(`${t.stay}. Your doctor confirms this once the plan is final.`),
    },
    { question: 'When can I get back to my normal activities?', answerHtml: p(t.recovery) },
    {
      question: `Which doctor treats ${t.disease}?`,
      answerHtml: p(
        `At Saithunga, ${t.disease} is treated by a ${t.treatedBy} in our ${departmentName} department, supported by specialist nurses, physiotherapists and dietitians.`,
      ),
    },
    {
      question: `Is ${t.name} covered by health insurance?`,
      answerHtml:
        '<p>Most health insurance policies cover it when it is medically necessary. Our insurance desk checks your policy, arranges <strong>cashless pre-authorisation</strong> and explains any amount not covered before admission.</p>',
    },
    { question: `What are the early signs of ${t.disease}?`, answerHtml: ul(t.symptoms) },
    {
      question: `Can I get a cost estimate before ${t.name}?`,
      answerHtml: p(
        'Yes. After your consultation, the patient care desk gives a written estimate with the package inclusions, so there are no surprises at discharge.',
      ),
    },
  ];
  return all.slice(0, count);
}

function toSeed(t: TreatmentText): TreatmentSeed {
  const slug = slugify(t.name);
  const rng = rngFor(`treatment:${slug}`);
  const icons = pickSome(rng, CTA_ICONS, intBetween(rng, 3, 5));
  return {
    ...t,
    slug,
    departmentSlug: slugify(t.department),
    image: img.treatment(slug),
    bannerImages: [img.treatmentBanner(slug)],
    ctaIcons: icons.map(([icon, name]) => ({ icon: img.icon(icon), name })),
    contents: contents(t, rng),
    faqs: faqs(t, t.department, intBetween(rng, 5, 8)),
    metaName: `${t.name} in Bangalore | Saithunga Hospital`,
    metaDescription: metaDescription(t.description),
    metaTags: [
      t.name.toLowerCase(),
      `${t.name.toLowerCase()} in bangalore`,
      t.disease.toLowerCase(),
      t.surgery.toLowerCase(),
    ],
  };
}

let cache: TreatmentSeed[] | undefined;

export function buildTreatments(): TreatmentSeed[] {
  cache ??= [...TREATMENTS_A, ...TREATMENTS_B, ...TREATMENTS_C].map(toSeed);
  return cache;
}
