import { Link } from '@/components/ui/link';
import type { BlogAuthor } from '@/lib/blog/types';
import styles from './blog-article.module.css';

type Props = { author: BlogAuthor; category: { name: string; slug: string } };

/**
 * The doctor link under a blog: the author's profile when the author is one of our doctors,
 * otherwise the specialists of the blog's department.
 */
export function AuthorCard({ author, category }: Props) {
  const initials = author.name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <section className={styles.authorCard} aria-labelledby="blog-author-title">
      <span className={styles.avatar} aria-hidden="true">
        {initials}
      </span>
      <div className={styles.authorText}>
        <p className={styles.authorEyebrow}>Written by</p>
        <h2 id="blog-author-title" className={styles.authorName}>
          {author.name}
        </h2>
        {author.doctorSlug ? (
          <p>Have a question about this topic? Meet the author in person.</p>
        ) : (
          <p>Talk to one of our {category.name} specialists about your symptoms.</p>
        )}
      </div>
      {author.doctorSlug ? (
        <Link href={`/docprofile/${author.doctorSlug}`} className="btn btn-primary">
          View doctor profile
        </Link>
      ) : (
        <Link href={`/department/${category.slug}`} className="btn btn-primary">
          Find a {category.name} doctor
        </Link>
      )}
    </section>
  );
}
