/**
 * Where every demo image lives under public/. The seed stores these paths and
 * scripts/generate-images.ts draws a file for each, so both always agree.
 */
export const LOGO = '/images/logo.svg';
/** The cart's banner, a picture without words (its words are text over it). */
export const PHARMACY_CART_BANNER = '/images/pharmacy/cart-banner.svg';

export const img = {
  department: (slug: string) => `/images/departments/${slug}.svg`,
  departmentContent: (slug: string) => `/images/departments/${slug}-content.svg`,
  departmentFollowUp: (slug: string) => `/images/departments/${slug}-follow-up.svg`,
  treatment: (slug: string) => `/images/treatments/${slug}.svg`,
  treatmentBanner: (slug: string) => `/images/treatments/${slug}-banner.svg`,
  /** Content-block illustrations shared by all treatments. */
  treatmentScene: (scene: TreatmentScene) => `/images/treatments/scenes/${scene}.svg`,
  doctor: (slug: string) => `/images/doctors/${slug}.svg`,
  blog: (slug: string) => `/images/blogs/${slug}.svg`,
  icon: (name: IconName) => `/images/icons/${name}.svg`,
  banner: (n: number) => `/images/banners/home-${n}.svg`,
  site: (name: string) => `/images/site/${name}.svg`,
  team: (slug: string) => `/images/team/${slug}.svg`,
  person: (slug: string) => `/images/people/${slug}.svg`,
  medicine: (slug: string) => `/images/medicines/${slug}.svg`,
  /** Back and side views shared by every medicine of a form. */
  medicineView: (form: string, view: 'back' | 'side') =>
    `/images/medicines/views/${form.toLowerCase()}-${view}.svg`,
  pharmacyAd: (n: number) => `/images/pharmacy/ad-${n}.svg`,
  lab: (name: string) => `/images/lab/${name}.svg`,
};

export const TREATMENT_SCENES = [
  'consultation',
  'diagnostics',
  'operation-theatre',
  'recovery-ward',
  'physiotherapy',
  'follow-up',
] as const;
export type TreatmentScene = (typeof TREATMENT_SCENES)[number];

/** Line icons for treatment CTAs, statistics, 'Choose us' items and intro blocks. */
export const ICON_NAMES = [
  'expert-team',
  'modern-technology',
  'cashless-insurance',
  'round-the-clock',
  'quick-recovery',
  'affordable-packages',
  'ambulance',
  'pharmacy',
  'laboratory',
  'patients',
  'doctors',
  'beds',
  'surgeries',
  'award',
  'second-opinion',
  'video-consult',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
