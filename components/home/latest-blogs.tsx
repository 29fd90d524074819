import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { ShowMoreList } from '@/components/ui/show-more-list';
import type { BlogTeaser } from '@/lib/site/home-reads';
import { blogTeaser } from '@/lib/site/blog-teaser';
import { HeadedSection } from '@/components/ui/headed-section';
import styles from './latest-blogs.module.css';

/** Cards shown before 'View All' is pressed. */
export const BLOGS_INITIALLY_SHOWN = 3;

function BlogCard({ blog }: { blog: BlogTeaser }) {
  return (
    <article className={`card card-interactive ${styles.card}`} data-testid="blog-card">
      <SiteImage
        src={blog.image}
        alt=""
        width={480}
        height={270}
        className={styles.image}
        loading="lazy"
      />
      <div className={styles.body}>
        <span className="chip">{blog.category}</span>
        <h3 className={styles.title}>{blog.title}</h3>
        <p className={styles.teaser} data-testid="blog-teaser">
          {blogTeaser(blog.excerpt)}
        </p>
        <Link href={`/blog/${blog.slug}`} className={`btn btn-primary btn-sm ${styles.more}`}>
          Discover More<span className="visually-hidden">: {blog.title}</span>
        </Link>
      </div>
    </article>
  );
}

export function LatestBlogs({ blogs }: { blogs: BlogTeaser[] }) {
  if (blogs.length === 0) return null;
  return (
    <HeadedSection
      id="latest-blogs-title"
      title="Latest Blogs and Articles"
      subtitle={'See Our Latest Blogs & Articles'}
    >
      <ShowMoreList
        className={`grid ${styles.grid}`}
        listLabel="Latest blogs"
        initial={BLOGS_INITIALLY_SHOWN}
        moreLabel="View All"
        lessLabel="Show Less"
        items={blogs.map((blog) => (
          <BlogCard key={blog.id} blog={blog} />
        ))}
      />
    </HeadedSection>
  );
}
