/**
 * npx tsx scripts/generate-images.ts: draws every demo image (SVG) and job description (PDF)
 * under public/ from the same content the seed writes, so every stored path has a file.
 * A photo's path (.webp) gets its drawing beside it (.svg) and sharp's WebP of it: the drawing is
 * what databases seeded before the photos were WebP still refer to.
 * Output is deterministic: on the same machine, re-running rewrites the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TESTIMONIALS } from '../components/home/testimonials-data';
import { buildBlogs, BLOG_TEXTS } from '../lib/seed/content/blogs';
import { JOBS } from '../lib/seed/content/careers';
import { buildDepartments } from '../lib/seed/content/departments';
import { buildDoctors } from '../lib/seed/content/doctors';
import {
  ICON_NAMES,
  LOGO,
  drawingOf,
  photoScale,
  PHARMACY_CART_BANNER,
  TREATMENT_SCENES,
  img,
} from '../lib/seed/content/image-paths';
import { LAB_CATEGORIES, labCategorySlug } from '../lib/seed/content/lab-tests';
import { FORMS, type FormName } from '../lib/seed/content/medicine-forms';
import { buildMedicines } from '../lib/seed/content/medicines';
import {
  ABOUT_CTAS,
  ABOUT_VALUES,
  HEADER_BLOCKS,
  TEAM_MEMBERS,
} from '../lib/seed/content/site-about';
import { ADVERTISEMENTS, HOME_BANNERS, VIDEO_TESTIMONIALS } from '../lib/seed/content/site-home';
import { buildTreatments } from '../lib/seed/content/treatments';
import { indiaToday } from '../lib/time/india';
import { referencedImages } from '../lib/seed/content/referenced-images';
import * as art from './images/artwork';
import { avatar } from './images/avatar';
import { icon } from './images/icons';
import { medicineFront, medicineView } from './images/medicine-pack';
import { simplePdf } from './images/pdf';
import { scene } from './images/scenes';

const PUBLIC = path.join(process.cwd(), 'public');
const FEMALE = /^(Dr\. )?(Sudha|Latha|Nazia|Prema|Shanthamma|Aishwarya)\b/;

const out = new Map<string, string | Buffer>();
/** Photos to render: WebP path to its drawing. */
const photos = new Map<string, string>();
/** The first drawing of a path wins, for its photo as for itself. */
const put = (file: string, content: string | Buffer) => {
  const drawn = drawingOf(file);
  if (out.has(drawn)) return;
  out.set(drawn, content);
  if (drawn !== file) photos.set(file, content.toString());
};

/**
 * Lossy WebP at quality 80, 2-30 kB each. The text in some drawings is set in the fonts of the
 * machine that runs this (fontconfig's `system-ui`), so another machine may write other bytes.
 */
async function renderPhotos(): Promise<void> {
  for (const [file, svg] of photos) {
    const density = 72 * photoScale(file);
    out.set(file, await sharp(Buffer.from(svg), { density }).webp({ quality: 80 }).toBuffer());
  }
}

function drawContent(): void {
  put(LOGO, art.logo());
  put('/images/doctors/no-photo.svg', art.noPhoto('person'));
  put('/images/medicines/no-photo.svg', art.noPhoto('pack'));
  for (const name of ICON_NAMES) put(img.icon(name), icon(name));
  for (const s of TREATMENT_SCENES) put(img.treatmentScene(s), scene(s));

  const departments = buildDepartments();
  const pictoOf = new Map(departments.map((d) => [d.slug, d.pictogram]));
  for (const d of departments) {
    put(d.image, art.departmentHero(d.name, d.pictogram));
    if (d.contentImage) put(d.contentImage, art.departmentContent(d.name, d.pictogram));
    put(d.followUpImage, art.followUp(d.name));
  }
  for (const t of buildTreatments()) {
    const picto = pictoOf.get(t.departmentSlug)!;
    put(t.image, art.treatmentCard(t.name, picto));
    for (const b of t.bannerImages) put(b, art.treatmentBanner(t.name, t.disease, picto));
  }
  for (const d of buildDoctors()) put(d.image, avatar(d.slug, d.gender, 'doctor', d.name));
  const blogs = buildBlogs(indiaToday());
  BLOG_TEXTS.forEach((b, i) => {
    put(
      blogs[i].image,
      art.blogCover(b.title, b.department, pictoOf.get(blogs[i].departmentSlug)!),
    );
  });

  HOME_BANNERS.forEach((b, i) => put(b.image, art.homeBanner(i, b.title, b.subtitle)));
  for (const t of VIDEO_TESTIMONIALS) {
    put(t.posterImage, art.poster(t.title, drawingOf(t.posterImage)));
    const gender = FEMALE.test(t.postedByName) ? 'female' : 'male';
    put(t.postedByImage, avatar(drawingOf(t.postedByImage), gender, 'person', t.postedByName, 200));
  }
  for (const a of ADVERTISEMENTS)
    put(a.image, art.promo(800, 400, a.title, 'Saithunga Multi-Speciality Hospital', a.image));
  // The About cards set their words beside the picture (components/about/about-sections.tsx).
  for (const v of ABOUT_VALUES) put(v.image, art.promoArt(400, 300, drawingOf(v.image), v.title));
  for (const c of ABOUT_CTAS) put(c.image, art.promoArt(400, 300, drawingOf(c.image), c.text));
  HEADER_BLOCKS.forEach((h, i) => put(h.image, scene(TREATMENT_SCENES[i * 2])));
  for (const m of TEAM_MEMBERS) {
    put(
      m.image,
      avatar(
        drawingOf(m.image),
        FEMALE.test(m.name) ? 'female' : 'male',
        m.name.startsWith('Dr.') ? 'doctor' : 'staff',
        m.name,
      ),
    );
  }
  // Its words are text over it (components/lab/lab-main-ad.tsx).
  put(img.lab('main'), art.promoArt(1200, 400, 'lab-main', 'Lab Tests at Home'));
  ['Full Body Check-up', 'Diabetes Panel', 'Thyroid Profile'].forEach((title, i) => {
    put(
      img.lab(`secondary-${i + 1}`),
      art.promo(600, 300, title, 'Book a home collection', `lab-${i}`),
    );
  });
  for (const name of LAB_CATEGORIES) {
    const slug = labCategorySlug(name);
    put(img.lab(`category-${slug}`), art.promo(600, 400, name, 'Lab tests at home', `lab-${slug}`));
  }
  [
    ['Free Delivery Across Bangalore', 'On every pharmacy order'],
    ['Up to 40% Off on Medicines', 'Genuine medicines at honest prices'],
    ['Refill Reminders', 'Never run out of your regular medicines'],
  ].forEach(([title, sub], i) =>
    put(img.pharmacyAd(i + 1), art.promo(1200, 300, title, sub, `pharmacy-ad-${i}`, true)),
  );
  // The cart's banner sets its words as text over it (app/(site)/pharmacy/addtocart/page.tsx).
  put(
    PHARMACY_CART_BANNER,
    art.promoArt(1200, 300, 'pharmacy-ad-0', 'Free Delivery Across Bangalore'),
  );

  for (const m of buildMedicines(indiaToday())) {
    const label = { brand: m.name.split(' ')[0], strength: m.strength, form: m.form };
    put(m.images[0], medicineFront(m.slug, m.shape, label, m.name));
  }
  for (const form of Object.keys(FORMS) as FormName[]) {
    for (const view of ['back', 'side'] as const)
      put(img.medicineView(form, view), medicineView(form, FORMS[form].shape, view));
  }
  // The reviewers' drawings were made by hand; their photos are made from them.
  for (const t of TESTIMONIALS) {
    put(t.image, fs.readFileSync(path.join(PUBLIC, drawingOf(t.image)), 'utf8'));
  }
  for (const job of JOBS) {
    if (job.attachment) put(job.attachment.path, simplePdf(job.title, job.attachment.lines));
  }
}

async function main(): Promise<void> {
  drawContent();
  await renderPhotos();
  const missing = referencedImages(indiaToday()).filter((p) => !out.has(p));
  if (missing.length) throw new Error(`No drawing for: ${missing.join(', ')}`);

  // The folders this script draws into are its own: stale files in them are removed.
  const owned = new Set([...out.keys()].map((f) => path.dirname(f)).filter((d) => d !== '/images'));
  for (const dir of owned) fs.rmSync(path.join(PUBLIC, dir), { recursive: true, force: true });
  let largest = { file: '', size: 0 };
  for (const [file, content] of out) {
    const target = path.join(PUBLIC, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    const size = Buffer.byteLength(content);
    if (size > largest.size) largest = { file, size };
  }
  console.log(
    `Wrote ${out.size} files under public/; largest ${largest.file} (${largest.size} bytes).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
