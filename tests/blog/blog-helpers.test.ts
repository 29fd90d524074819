import { fromApiBlog, fromApiBlogList, toApiBlog, toApiBlogDetail } from '@/lib/blog/api-shape';
import { categoryHref, categoryParam } from '@/lib/blog/category-href';
import { blogListHref, blogListQueryFrom } from '@/lib/blog/list-url';
import { blogShareLinks } from '@/lib/blog/share-links';
import type { BlogDetail } from '@/lib/blog/types';
import type { SanitizedHtml } from '@/lib/sanitize';
import { formatLongDate } from '@/lib/time/long-date';

const detail: BlogDetail = {
  id: 5,
  slug: 'knee-pain',
  titleHtml: 'Knee <em>pain</em>' as SanitizedHtml,
  title: 'Knee pain',
  image: '/images/blogs/knee-pain.svg',
  createdAt: '2025-03-04T20:00:00.000Z',
  views: 9,
  category: { name: 'Orthopaedics', slug: 'orthopaedics' },
  excerpt: 'Why knees hurt',
  bodyHtml: '<p>Body</p>' as SanitizedHtml,
  author: { name: 'Dr. Asha Rao', slug: 'asha-rao', doctorSlug: 'dr-asha-rao' },
  faqs: [{ id: 1, question: 'Q?', answerHtml: '<p>A</p>' as SanitizedHtml }],
  metaName: 'Knee pain causes',
  metaDescription: 'All about knees',
  metaTags: ['knee'],
};

describe('blog API shape', () => {
  it('round-trips a summary through the API names', () => {
    const summary = {
      id: detail.id,
      slug: detail.slug,
      titleHtml: detail.titleHtml,
      title: detail.title,
      image: detail.image,
      createdAt: detail.createdAt,
      views: detail.views,
      category: detail.category,
      excerpt: detail.excerpt,
    };
    expect(fromApiBlog(toApiBlog(summary))).toEqual(summary);
  });

  it('names the detail fields as the original API', () => {
    expect(toApiBlogDetail(detail)).toMatchObject({
      blog_description: '<p>Body</p>',
      author_name: { name: 'Dr. Asha Rao', slug: 'asha-rao', doctor_slug: 'dr-asha-rao' },
      faq: [{ faq_question: 'Q?', faq_answer: '<p>A</p>' }],
      meta_name: 'Knee pain causes',
      meta_tag: ['knee'],
    });
  });

  it('rejects shapes it does not know', () => {
    expect(() => fromApiBlog({ _id: 1 })).toThrow(TypeError);
    expect(() => fromApiBlogList({ data: [], pagination: { total: -1 } })).toThrow(TypeError);
    expect(() => fromApiBlogList({ data: [] })).toThrow(TypeError);
  });
});

describe('blog list URL', () => {
  it('leaves defaults out and keeps department before page', () => {
    expect(blogListHref({ page: 1 })).toBe('/blog');
    expect(blogListHref({ page: 2 })).toBe('/blog?page=2');
    expect(blogListHref({ page: 2, department: 'cardiology' })).toBe(
      '/blog?department=cardiology&page=2',
    );
    expect(blogListHref({ page: 1, department: 'ent' })).toBe('/blog?department=ent');
  });

  it('reads leniently in the browser', () => {
    expect(blogListQueryFrom(new URLSearchParams('page=3&department=ent'))).toEqual({
      page: 3,
      department: 'ent',
    });
    expect(blogListQueryFrom(new URLSearchParams('page=0&department=Bad%20One'))).toEqual({
      page: 1,
      department: undefined,
    });
  });
});

describe('category links', () => {
  it('turn spaces of the department name into dashes', () => {
    expect(categoryParam('General Medicine')).toBe('general-medicine');
    expect(categoryHref('Obstetrics & Gynaecology')).toBe('/blogs/obstetrics-%26-gynaecology');
  });
});

describe('share links', () => {
  const links = blogShareLinks({
    url: 'https://saithunga.example/blog/knee-pain',
    title: 'Knee pain & you',
    image: 'https://saithunga.example/images/blogs/knee-pain.svg',
  });

  it('offers the four targets with the absolute page URL', () => {
    expect(links.map((l) => l.network)).toEqual(['x', 'linkedin', 'pinterest', 'email']);
    const enc = encodeURIComponent('https://saithunga.example/blog/knee-pain');
    expect(links[0].href).toBe(
      `https://twitter.com/intent/tweet?url=${enc}&text=Knee%20pain%20%26%20you`,
    );
    expect(links[1].href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc}`);
    expect(links[2].href).toContain(`https://pinterest.com/pin/create/button/?url=${enc}&media=`);
    expect(links[3].href).toMatch(/^mailto:\?subject=Knee%20pain%20%26%20you&body=/);
    expect(decodeURIComponent(links[3].href)).toContain('https://saithunga.example/blog/knee-pain');
  });
});

describe('formatLongDate', () => {
  it('writes dd Month yyyy on the India calendar', () => {
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    expect(formatLongDate('2025-03-04T20:00:00.000Z')).toBe('05 March 2025');
    expect(formatLongDate('2025-12-31T10:00:00.000Z')).toBe('31 December 2025');
    expect(formatLongDate('not a date')).toBe('');
  });
});
