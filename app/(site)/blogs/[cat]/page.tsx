import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogCategoryList } from '@/components/blog/blog-category-list';
import { BlogClickTracker } from '@/components/blog/blog-click-tracker';
import { JsonLd } from '@/components/ui/json-ld';
import { ListingBanner } from '@/components/ui/listing-banner';
import { categoryHref } from '@/lib/blog/category-href';
import { getBlogCategoryListing } from '@/lib/blog/reads';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { blogJsonLd, blogPostRef } from '@/lib/seo/json-ld-listing';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ cat: string }>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** Longest category parameter worth a database look-up. */
const MAX_CAT_LENGTH = 120;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function findListing(rawCat: string) {
  // Route parameters may arrive still percent-encoded ('obstetrics-%26-gynaecology').
  const cat = safeDecode(rawCat);
  return cat.length <= MAX_CAT_LENGTH ? getBlogCategoryListing(cat) : null;
}

const describe = (name: string) =>
  `Articles on ${name} from the specialists of Saithunga Multi-Speciality Hospital, Bangalore: symptoms, tests, treatment options and recovery.`;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const listing = await findListing((await params).cat);
  if (!listing) return { title: 'Category not found', robots: { index: false } };
  const { name } = listing.category;
  return buildMetadata({
    title: `${name} Blogs and Articles`,
    description: describe(name),
    keywords: [`${name} blogs`, `${name} articles`, `${name} Bangalore`],
    path: categoryHref(name),
  });
}

export default async function BlogCategoryPage({ params }: { params: Params }) {
  const listing = await findListing((await params).cat);
  if (!listing) notFound();
  const { category, blogs } = listing;
  const url = absoluteUrl(categoryHref(category.name));

  return (
    <>
      <JsonLd
        data={[
          blogJsonLd({
            name: `${category.name} Blogs and Articles`,
            url,
            description: describe(category.name),
            publisherName: 'Saithunga Multi-Speciality Hospital',
            posts: blogs.map(blogPostRef),
          }),
          breadcrumbJsonLd([
            { name: 'Home', url: absoluteUrl('/') },
            { name: 'Blogs', url: absoluteUrl('/blog') },
            { name: category.name, url },
          ]),
        ]}
      />
      <ListingBanner
        eyebrow="Blog category"
        title={category.name}
        lead={<p>{describe(category.name)}</p>}
        breadcrumbs={[
          { name: 'Home', href: '/' },
          { name: 'Blogs', href: '/blog' },
          { name: category.name, href: categoryHref(category.name) },
        ]}
      />
      <section className="section">
        <div className="container">
          <BlogCategoryList category={category} blogs={blogs} />
        </div>
      </section>
      <BlogClickTracker />
    </>
  );
}
