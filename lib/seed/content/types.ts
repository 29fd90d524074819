/** Shapes of the demo content before it is written to the database. */
import type { Pictogram } from './pictograms';

export type FaqSeed = { question: string; answerHtml: string };

export type DepartmentText = {
  name: string;
  pictogram: Pictogram;
  /** Plain text shown in the department header (cut at 500 characters on the page). */
  description: string;
  quality: { title: string; descriptionHtml: string; qualities: string[] };
  /** Questions specific to this department; general ones are added by department-faqs.ts. */
  faqs: FaqSeed[];
  metaTags: string[];
  /** No content image: the page must hide it. */
  noContentImage?: true;
};

export type TreatmentText = {
  name: string;
  department: string;
  /** Shown in the treatment header (cut at 350 characters on the page). */
  description: string;
  disease: string;
  surgery: string;
  duration: string;
  treatedBy: string;
  symptoms: string[];
  procedure: string;
  recovery: string;
  stay: string;
  candidates: string;
};

export type DoctorText = {
  name: string;
  gender: 'male' | 'female';
  department: string;
};

export type BlogText = {
  title: string;
  department: string;
  /** Slug of the doctor who wrote it, or the name of a staff writer. */
  author: { doctor: string } | { writer: string };
  intro: string;
  sections: { heading: string; body: string; points?: string[] }[];
  faqs: [string, string][];
};
