import { blogShareLinks } from '@/lib/blog/share-links';
import { ShareGlyph, ShareIcon } from './share-icons';
import styles from './blog-article.module.css';

type Props = { url: string; title: string; image: string };

/**
 * Four share targets, each opening a new window with the page's absolute URL, and the
 * decorative share glyph in front of them (a picture, not a control).
 */
export function ShareBar({ url, title, image }: Props) {
  return (
    <div className={styles.share}>
      <span className={styles.shareLabel}>
        <span className={styles.shareGlyph} data-testid="share-glyph">
          <ShareGlyph />
        </span>
        Share this article
      </span>
      <ul role="list" className={styles.shareList}>
        {blogShareLinks({ url, title, image }).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.shareLink}
              data-network={link.network}
              aria-label={`${link.label} (opens in a new window)`}
              title={link.label}
            >
              <ShareIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
