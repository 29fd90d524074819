import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { Accordion } from '@/components/ui/accordion';
import { htmlFaqItems } from '@/components/ui/faq-items';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CalendarIcon } from '@/components/ui/icons';
import { SafeHtml } from '@/components/ui/safe-html';
import { formatLongDate } from '@/lib/time/long-date';
import type { BlogDetail } from '@/lib/blog/types';
import { AuthorCard } from './author-card';
import { ShareBar } from './share-bar';
import styles from './blog-article.module.css';

type Props = {
  blog: BlogDetail;
  /** Absolute URLs of the page and its image, for the share targets. */
  url: string;
  imageUrl: string;
  /** The sidebar (recent blogs, category buttons). */
  aside: React.ReactNode;
};

/** One blog: header, picture, body, share row, FAQ and the author's doctor link. */
export function BlogArticle({ blog, url, imageUrl, aside }: Props) {
  return (
    <article>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <Breadcrumbs
            items={[
              { name: 'Home', href: '/' },
              { name: 'Blogs', href: '/blog' },
              { name: blog.title, href: `/blog/${blog.slug}` },
            ]}
          />
          <Link href={`/department/${blog.category.slug}`} className={styles.category}>
            {blog.category.name}
          </Link>
          <h1 className={styles.title}>
            <SafeHtml as="span" html={blog.titleHtml} />
          </h1>
          <p className={styles.meta}>
            <span className={styles.metaItem}>
              <CalendarIcon size={16} />
              <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
            </span>
            <span className={styles.metaItem}>
              By{' '}
              {blog.author.doctorSlug ? (
                <Link href={`/docprofile/${blog.author.doctorSlug}`} className={styles.author}>
                  {blog.author.name}
                </Link>
              ) : (
                <span className={styles.author}>{blog.author.name}</span>
              )}
            </span>
          </p>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <SiteImage
            src={blog.image}
            alt=""
            width={1200}
            height={675}
            loading="eager"
            fetchPriority="high"
            className={styles.picture}
          />
          <SafeHtml html={blog.bodyHtml} className={styles.prose} />
          <ShareBar url={url} title={blog.title} image={imageUrl} />
          {blog.faqs.length > 0 ? (
            <section className={styles.faq} aria-labelledby="blog-faq-title">
              <h2 id="blog-faq-title">Frequently Asked Questions</h2>
              <Accordion mode="multiple" items={htmlFaqItems(blog.faqs)} />
            </section>
          ) : null}
          <AuthorCard author={blog.author} category={blog.category} />
        </div>
        {aside}
      </div>
    </article>
  );
}
