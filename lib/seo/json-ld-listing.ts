/**
 * JSON-LD builders for listing pages (schema.org Blog and JobPosting). Pure functions beside
 * lib/seo/json-ld.ts; pages render them with <JsonLd>.
 */
import type { JsonLd } from './json-ld';
import { absoluteUrl } from './metadata';

export type BlogPostRef = {
  headline: string;
  url: string;
  image: string;
  datePublished: string;
};

/** A listed blog post as the Blog's BlogPosting reference, its addresses made absolute. */
export function blogPostRef(post: {
  title: string;
  slug: string;
  image: string;
  createdAt: string;
}): BlogPostRef {
  return {
    headline: post.title,
    url: absoluteUrl(`/blog/${post.slug}`),
    image: absoluteUrl(post.image),
    datePublished: post.createdAt,
  };
}

export function blogJsonLd(input: {
  name: string;
  url: string;
  description: string;
  publisherName: string;
  posts: BlogPostRef[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: input.name,
    url: input.url,
    description: input.description,
    publisher: { '@type': 'Organization', name: input.publisherName },
    blogPost: input.posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.headline,
      url: post.url,
      image: post.image,
      datePublished: post.datePublished,
    })),
  };
}

export function jobPostingJsonLd(input: {
  title: string;
  description: string;
  datePosted: string;
  url: string;
  category: string;
  qualifications: string;
  experience: string;
  skills: string[];
  openings: number;
  hiringOrganization: { name: string; url: string; logo: string };
  address: { locality: string; region: string; country: string };
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: input.datePosted,
    url: input.url,
    occupationalCategory: input.category,
    qualifications: input.qualifications,
    experienceRequirements: input.experience,
    skills: input.skills.join(', '),
    totalJobOpenings: input.openings,
    hiringOrganization: {
      '@type': 'Hospital',
      name: input.hiringOrganization.name,
      sameAs: input.hiringOrganization.url,
      logo: input.hiringOrganization.logo,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: input.address.locality,
        addressRegion: input.address.region,
        addressCountry: input.address.country,
      },
    },
  };
}
