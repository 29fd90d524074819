import { SiteImage } from '@/components/ui/site-image';
import { Link } from '@/components/ui/link';
import { SafeHtml } from '@/components/ui/safe-html';
import type { Advertisement as Ad } from '@/lib/site/home-reads';
import styles from './advertisement.module.css';

/**
 * The advertisement block: title, sanitised HTML description and its image. An advert of a lab
 * package (its title names one) books that package; any other asks the hospital.
 */
export function Advertisement({ ad, packageHref }: { ad: Ad | null; packageHref?: string }) {
  if (!ad) return null;
  return (
    <section className="section" aria-labelledby="advertisement-title">
      <div className="container">
        <div className={styles.banner} data-testid="advertisement">
          <div className={styles.text}>
            <p className={`hero-eyebrow ${styles.eyebrow}`}>Health package</p>
            <h2 id="advertisement-title" className={styles.title}>
              {ad.title}
            </h2>
            <SafeHtml html={ad.descriptionHtml} className={styles.description} />
            {packageHref ? (
              <Link href={packageHref} className="btn btn-light">
                Book this package<span className="visually-hidden">: {ad.title}</span>
              </Link>
            ) : (
              <Link href="/contactus" className="btn btn-light">
                Enquire now
              </Link>
            )}
          </div>
          <SiteImage
            src={ad.image}
            alt=""
            width={800}
            height={400}
            className={styles.image}
            loading="lazy"
          />
        </div>
      </div>
    </section>
  );
}
