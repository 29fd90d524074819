/** Every public file path the demo content refers to (images and job descriptions). */
import { buildBlogs } from './blogs';
import { JOBS } from './careers';
import { buildDepartments } from './departments';
import { buildDoctors } from './doctors';
import { LOGO } from './image-paths';
import { buildLabCatalogue } from './lab-tests';
import { buildMedicines } from './medicines';
import {
  ABOUT_CTAS,
  ABOUT_VALUES,
  DOCTOR_INTRO_BLOCKS,
  HEADER_BLOCKS,
  TEAM_MEMBERS,
} from './site-about';
import { ADVERTISEMENTS, ANALYTICS, HOME_BANNERS, VIDEO_TESTIMONIALS } from './site-home';
import { LAB_AD } from './site-settings';
import { buildTreatments } from './treatments';

export function referencedImages(today: string): string[] {
  const paths: (string | null)[] = [LOGO];
  for (const d of buildDepartments()) paths.push(d.image, d.contentImage, d.followUpImage);
  for (const t of buildTreatments()) {
    paths.push(
      t.image,
      ...t.bannerImages,
      ...t.ctaIcons.map((c) => c.icon),
      ...t.contents.flatMap((c) => c.images),
    );
  }
  paths.push(...buildDoctors().map((d) => d.image), ...buildBlogs(today).map((b) => b.image));
  paths.push(...HOME_BANNERS.map((b) => b.image), ...ADVERTISEMENTS.map((a) => a.image));
  paths.push(...VIDEO_TESTIMONIALS.flatMap((t) => [t.posterImage, t.postedByImage]));
  paths.push(
    ...ANALYTICS.map((a) => a.icon),
    ...ABOUT_VALUES.map((v) => v.image),
    ...ABOUT_CTAS.map((c) => c.image),
  );
  paths.push(...TEAM_MEMBERS.map((m) => m.image), ...DOCTOR_INTRO_BLOCKS.flatMap((b) => b.icons));
  paths.push(...HEADER_BLOCKS.flatMap((h) => [h.image, h.listItemImage, h.navLinkImage]));
  paths.push(LAB_AD.mainAd, ...LAB_AD.secondaryImages);
  paths.push(...buildLabCatalogue().map((item) => item.image));
  for (const m of buildMedicines(today)) paths.push(...m.images, ...m.adBanners);
  for (const j of JOBS) if (j.attachment) paths.push(j.attachment.path);
  return [...new Set(paths.filter((p): p is string => Boolean(p)))].sort();
}
