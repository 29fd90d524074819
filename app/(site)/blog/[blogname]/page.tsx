import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { BlogCategoryLinks } from '@/components/blog/blog-category-links';
import { BlogClickTracker } from '@/components/blog/blog-click-tracker';
import { BlogSidebar } from '@/components/blog/blog-sidebar';
import { BlogViewBeacon } from '@/components/blog/blog-view-beacon';
import { JsonLd } from '@/components/ui/json-ld';
import { getBlogBySlug, getBlogCategories, getRecentBlogs } from '@/lib/blog/reads';
import { getSiteSettings } from '@/lib/site/reads';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { storedTitleMetadata } from '@/lib/seo/content-metadata';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { isSlug } from '@/lib/validation/slug';

type Params = Promise<{ blogname: string }>;

// Rendered on first request, then served from the cache for an hour (or until its tag changes).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function findBlog(slug: string) {
  return isSlug(slug) ? getBlogBySlug(slug) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const blog = await findBlog((await params).blogname);
  if (!blog) return { title: 'Blog not found', robots: { index: false } };
  const meta = {
    description: blog.metaDescription || blog.excerpt,
    keywords: blog.metaTags,
    path: `/blog/${blog.slug}`,
    image: blog.image,
    type: 'article' as const,
  };
  // A stored meta name is the editor's whole title (it carries its own brand, as departments'
  // do); the post's own title gets the site's suffix.
  return blog.metaName
    ? storedTitleMetadata({ ...meta, title: blog.metaName })
    : buildMetadata({ ...meta, title: blog.title });
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const blog = await findBlog((await params).blogname);
  if (!blog) notFound();
  const [recent, categories, site] = await Promise.all([
    getRecentBlogs(),
    getBlogCategories(),
    getSiteSettings(),
  ]);
  const url = absoluteUrl(`/blog/${blog.slug}`);
  const imageUrl = absoluteUrl(blog.image);

  return (
    <>
      <JsonLd
        data={[
          blogPostingJsonLd({
            headline: blog.title,
            url,
            image: imageUrl,
            datePublished: blog.createdAt,
            authorName: blog.author.name,
            description: blog.metaDescription || blog.excerpt,
            publisherName: site.hospitalName,
            publisherLogo: absoluteUrl('/images/logo.svg'),
          }),
          breadcrumbJsonLd([
            { name: 'Home', url: absoluteUrl('/') },
            { name: 'Blogs', url: absoluteUrl('/blog') },
            { name: blog.title, url },
          ]),
        ]}
      />
      <BlogArticle
        blog={blog}
        url={url}
        imageUrl={imageUrl}
        aside={
          <BlogSidebar recent={recent.filter((b) => b.id !== blog.id)}>
            <BlogCategoryLinks categories={categories} current={blog.category.slug} />
          </BlogSidebar>
        }
      />
      <BlogViewBeacon blogId={blog.id} />
      <BlogClickTracker />
    </>
  );
}
