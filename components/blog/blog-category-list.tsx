import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { BLOG_LIST_MESSAGES } from '@/lib/blog/list-errors';
import { truncate } from '@/lib/text';
import { formatLongDate } from '@/lib/time/long-date';
import type { BlogCategory, BlogSummary } from '@/lib/blog/types';
import emptyNote from '@/components/ui/empty-note.module.css';
import styles from './blog-category-list.module.css';

/** Characters of teaser text per entry. */
const TEASER = 140;

type Props = { category: BlogCategory; blogs: BlogSummary[] };

/** The blogs of one department in two columns: picture, date, title, teaser, Read More. */
export function BlogCategoryList({ category, blogs }: Props) {
  if (blogs.length === 0) {
    return <p className={emptyNote.soft}>{BLOG_LIST_MESSAGES.noDepartmentBlogs}</p>;
  }
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.count}>
          {blogs.length} {blogs.length === 1 ? 'article' : 'articles'} on {category.name}
        </h2>
        <Link href={`/department/${category.slug}`} className="btn btn-outline btn-sm">
          About our {category.name} department
        </Link>
      </div>
      <ul role="list" className={styles.list}>
        {blogs.map((blog, i) => (
          <li key={blog.id} className={styles.item}>
            <SiteImage
              src={blog.image}
              alt=""
              width={320}
              height={200}
              loading={i < 2 ? 'eager' : 'lazy'}
              className={styles.thumb}
            />
            <div className={styles.text}>
              <time dateTime={blog.createdAt} className={styles.date}>
                {formatLongDate(blog.createdAt)}
              </time>
              <h3 className={styles.title}>
                <Link href={`/blog/${blog.slug}`} data-blog-id={blog.id}>
                  {blog.title}
                </Link>
              </h3>
              {blog.excerpt ? (
                <p className={styles.excerpt}>{truncate(blog.excerpt, TEASER)}</p>
              ) : null}
              <Link href={`/blog/${blog.slug}`} className={styles.readMore} data-blog-id={blog.id}>
                Read More<span className="visually-hidden">: {blog.title}</span>{' '}
                <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
