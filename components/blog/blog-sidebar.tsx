import { SiteImage } from '@/components/ui/site-image';
import { groupIndian } from '@/lib/format/indian-number';
import { formatLongDate } from '@/lib/time/long-date';
import type { BlogSummary } from '@/lib/blog/types';
import styles from './blog-sidebar.module.css';

type ListProps = {
  id: string;
  title: string;
  blogs: BlogSummary[];
  /** Show the view count instead of the date (the most-viewed list). */
  showViews?: boolean;
};

/** A compact list of blogs: thumbnail, title, date or views. */
export function BlogMiniList({ id, title, blogs, showViews = false }: ListProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {blogs.length === 0 ? (
        <p className={styles.empty}>No blogs yet.</p>
      ) : (
        <ol role="list" className={styles.items}>
          {blogs.map((blog) => (
            <li key={blog.id} className={styles.item}>
              <SiteImage src={blog.image} alt="" width={72} height={56} className={styles.thumb} />
              <div className={styles.text}>
                <a href={`/blog/${blog.slug}`} className={styles.link} data-blog-id={blog.id}>
                  {blog.title}
                </a>
                <span className={styles.meta}>
                  {showViews ? (
                    `${groupIndian(blog.views)} ${blog.views === 1 ? 'view' : 'views'}`
                  ) : (
                    <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
                  )}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type SidebarProps = {
  recent: BlogSummary[] | null;
  mostViewed?: BlogSummary[] | null;
  children?: React.ReactNode;
};

/** Recent and most-viewed blogs; beside the list on wide screens, below it on phones. */
export function BlogSidebar({ recent, mostViewed, children }: SidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label="More from our blog">
      {recent ? <BlogMiniList id="recent-blogs" title="Recent Blogs" blogs={recent} /> : null}
      {mostViewed ? (
        <BlogMiniList id="most-viewed-blogs" title="Most Viewed" blogs={mostViewed} showViews />
      ) : null}
      {children}
    </aside>
  );
}
