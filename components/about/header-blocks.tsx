import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import type { HeaderBlock } from '@/lib/site/about-reads';
import emptyNote from '@/components/ui/empty-note.module.css';
import styles from './header-blocks.module.css';

/** Internal paths stay paths; anything else becomes a path under the site root. */
function blockHref(slug: string): string {
  if (!slug) return '';
  return slug.startsWith('/') ? slug : `/${slug}`;
}

/** The about page's header blocks: title, picture, an icon list and a link onwards. */
export function HeaderBlocks({ blocks }: { blocks: HeaderBlock[] }) {
  if (blocks.length === 0) {
    return (
      <section className="section">
        <div className="container">
          <p className={emptyNote.plain}>No content found</p>
        </div>
      </section>
    );
  }
  return (
    <section className="section" aria-label="Who we are">
      <div className={`container ${styles.list}`}>
        {blocks.map((block, i) => (
          <article
            key={block.id}
            className={`split-tablet ${styles.block}`}
            data-reverse={i % 2 === 1}
          >
            <SiteImage
              src={block.image}
              alt=""
              width={600}
              height={400}
              className={styles.image}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <div className={styles.text}>
              <h2 className="section-title">{block.title}</h2>
              {block.listItemTexts.length > 0 ? (
                <ul role="list" className={styles.items}>
                  {block.listItemTexts.map((text) => (
                    <li key={text}>
                      {block.listItemImage ? (
                        <SiteImage src={block.listItemImage} alt="" width={24} height={24} />
                      ) : null}
                      <span>{text}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {block.navLinkSlug && block.navLinkText ? (
                <Link
                  href={blockHref(block.navLinkSlug)}
                  className={`btn btn-primary ${styles.link}`}
                >
                  {block.navLinkImage ? (
                    <SiteImage src={block.navLinkImage} alt="" width={20} height={20} />
                  ) : null}
                  {block.navLinkText}
                </Link>
              ) : null}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
