import { SiteImage } from '@/components/ui/site-image';
import { truncate } from '@/lib/text';
import { formatLongDate } from '@/lib/time/long-date';
import type { BlogSummary } from '@/lib/blog/types';
import edgeCard from '@/components/ui/edge-card.module.css';
import cardLink from '@/components/ui/card-link.module.css';
import styles from './blog-card.module.css';

/** Characters of teaser text a card shows. */
const CARD_TEASER = 110;

type Props = {
  blog: BlogSummary;
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: load the image at once. */
  eager?: boolean;
  hidden?: boolean;
};

/**
 * A blog card. The title link stretches over the whole card, so the card is one link and one
 * tab stop; `data-blog-id` lets the click tracker count it.
 */
export function BlogCard({ blog, headingLevel: Heading = 'h3', eager = false, hidden }: Props) {
  return (
    <article className={`${edgeCard.card} ${styles.card}`} hidden={hidden}>
      <div className={styles.media}>
        <SiteImage
          src={blog.image}
          alt=""
          width={640}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{blog.category.name}</span>
          <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
        </p>
        <Heading className={styles.title}>
          <a
            href={`/blog/${blog.slug}`}
            className={`${cardLink.link} ${styles.link}`}
            data-blog-id={blog.id}
          >
            {blog.title}
          </a>
        </Heading>
        {blog.excerpt ? (
          <p className={styles.excerpt}>{truncate(blog.excerpt, CARD_TEASER)}</p>
        ) : null}
        <span className={styles.more} aria-hidden="true">
          Read More <span className={styles.arrow}>→</span>
        </span>
      </div>
    </article>
  );
}
