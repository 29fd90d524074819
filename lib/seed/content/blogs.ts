/**
 * Blog posts with HTML bodies, authors, views and dates spread over the twelve months before
 * `today`. Dates and views depend only on each post's slug and `today`.
 */
import { addDays } from '../../time/india';
import { intBetween, rngFor } from '../random';
import { slugify } from '../../slug';
import { BLOGS_A } from './blogs-a';
import { BLOGS_B } from './blogs-b';
import { BLOGS_C } from './blogs-c';
import { BLOGS_D } from './blogs-d';
import { buildDoctors } from './doctors';
import { escapeHtml as e, metaDescription, p, ul } from './html';
import { img } from './image-paths';
import type { BlogText, FaqSeed } from './types';

export type BlogAuthorSeed = { name: string; slug: string; doctorSlug: string | null };

export type BlogSeed = {
  title: string;
  titleHtml: string;
  slug: string;
  image: string;
  descriptionHtml: string;
  departmentSlug: string;
  authorSlug: string;
  views: number;
  createdAt: Date;
  faqs: FaqSeed[];
  metaName: string;
  metaDescription: string;
  metaTags: string[];
};

export const BLOG_TEXTS: BlogText[] = [...BLOGS_A, ...BLOGS_B, ...BLOGS_C, ...BLOGS_D];

function body(b: BlogText): string {
  const sections = b.sections
    .map((s) => `<h2>${e(s.heading)}</h2>${p(s.body)}${s.points ? ul(s.points) : ''}`)
    .join('');
  const closing = p(
    `Questions about this topic? Book a consultation with our ${b.department} team at any Saithunga branch, or request a free callback from the ${b.department} page.`,
  );
  return p(b.intro) + sections + closing;
}

export function buildBlogAuthors(): BlogAuthorSeed[] {
  const doctors = new Map(buildDoctors().map((d) => [d.slug, d.name]));
  const seen = new Map<string, BlogAuthorSeed>();
  for (const b of BLOG_TEXTS) {
    const author: BlogAuthorSeed =
      'doctor' in b.author
        ? {
            name: doctors.get(b.author.doctor) ?? b.author.doctor,
            slug: b.author.doctor,
            doctorSlug: b.author.doctor,
          }
        : { name: b.author.writer, slug: slugify(b.author.writer), doctorSlug: null };
    seen.set(author.slug, author);
  }
  return [...seen.values()];
}

export function buildBlogs(today: string): BlogSeed[] {
  return BLOG_TEXTS.map((b) => {
    const slug = slugify(b.title);
    const rng = rngFor(`blog:${slug}`);
    const day = addDays(today, -intBetween(rng, 2, 360));
    const minute = intBetween(rng, 8 * 60, 19 * 60);
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return {
      title: b.title,
      titleHtml: e(b.title),
      slug,
      image: img.blog(slug),
      descriptionHtml: body(b),
      departmentSlug: slugify(b.department),
      authorSlug: 'doctor' in b.author ? b.author.doctor : slugify(b.author.writer),
      // A long tail: a few posts are read far more than the rest.
      views: Math.round(80 + rng() ** 3 * 12000),
      createdAt: new Date(`${day}T${time}:00+05:30`),
      faqs: b.faqs.map(([question, answer]) => ({ question, answerHtml: p(answer) })),
      metaName: `${b.title} | Saithunga Blog`,
      metaDescription: metaDescription(b.intro),
      metaTags: [
        b.department.toLowerCase(),
        ...b.sections.map((s) => s.heading.toLowerCase()),
      ].slice(0, 4),
    };
  });
}
