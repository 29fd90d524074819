/**
 * Where every demo image lives under public/. The seed stores these paths and
 * scripts/generate-images.ts draws a file for each, so both always agree.
 *
 * Pictures that stand in for photographs (people, rooms, a department's or a post's picture, a
 * medicine pack) are WebP, as every picture an editor uploads is (lib/uploads/content-image.ts):
 * a browser decodes a WebP off the page's main thread, while each SVG picture is a document of its
 * own that it parses, styles and lays out on it. Drawings whose words are read (banners, charts,
 * offers), icons and the logo stay SVG (docs/decisions/demo-pictures.md).
 */
const photo = (path: string) => `${path}.webp`;
const drawing = (path: string) => `${path}.svg`;

/** The SVG drawing a demo photo is made from; drawn beside it (and what older seeds stored). */
export function drawingOf(file: string): string {
  return file.replace(/\.webp$/, '.svg');
}

/**
 * How many times its drawing's size a photo is rendered: twice for a medicine pack (the gallery
 * shows it 520 px wide, an upload is fitted into 800), one and a half for a post's cover (the post
 * shows it up to 1200 x 675, its declared size); the rest are shown at most at their drawing's size.
 */
export function photoScale(file: string): number {
  if (file.startsWith('/images/medicines/')) return 2;
  if (file.startsWith('/images/blogs/')) return 1.5;
  return 1;
}

export const LOGO = drawing('/images/logo');
/** The cart's banner, a picture without words (its words are text over it). */
export const PHARMACY_CART_BANNER = drawing('/images/pharmacy/cart-banner');

export const img = {
  department: (slug: string) => photo(`/images/departments/${slug}`),
  departmentContent: (slug: string) => photo(`/images/departments/${slug}-content`),
  departmentFollowUp: (slug: string) => drawing(`/images/departments/${slug}-follow-up`),
  treatment: (slug: string) => photo(`/images/treatments/${slug}`),
  treatmentBanner: (slug: string) => drawing(`/images/treatments/${slug}-banner`),
  /** Content-block illustrations shared by all treatments. */
  treatmentScene: (scene: TreatmentScene) => photo(`/images/treatments/scenes/${scene}`),
  doctor: (slug: string) => photo(`/images/doctors/${slug}`),
  blog: (slug: string) => photo(`/images/blogs/${slug}`),
  icon: (name: IconName) => drawing(`/images/icons/${name}`),
  banner: (n: number) => drawing(`/images/banners/home-${n}`),
  /** The site's own pictures: page headers, the About cards, video posters. */
  site: (name: string) => photo(`/images/site/${name}`),
  /** The home page's advertisements, whose words are read. */
  ad: (name: string) => drawing(`/images/site/${name}`),
  team: (slug: string) => photo(`/images/team/${slug}`),
  person: (slug: string) => photo(`/images/people/${slug}`),
  medicine: (slug: string) => photo(`/images/medicines/${slug}`),
  /** Back and side views shared by every medicine of a form. */
  medicineView: (form: string, view: 'back' | 'side') =>
    photo(`/images/medicines/views/${form.toLowerCase()}-${view}`),
  pharmacyAd: (n: number) => drawing(`/images/pharmacy/ad-${n}`),
  lab: (name: string) => drawing(`/images/lab/${name}`),
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
