import { SiteImage } from '@/components/ui/site-image';
import type { ChooseUs as ChooseUsData } from '@/lib/site/home-reads';
import styles from './choose-us.module.css';

type Props = {
  data: ChooseUsData | null;
  /** Decorative picture behind the section. */
  background: string;
  /** The picture beside the reasons. */
  sideImage: string;
};

/**
 * 'Choose us': over a background picture, the subtitle, a title and description, the reasons
 * (about values of type 'Choose us') as icon items with captions, the badges (CTA icons of that
 * type) and a side picture.
 */
export function ChooseUs({ data, background, sideImage }: Props) {
  if (!data) return null;
  return (
    <section className={`section ${styles.section}`} aria-labelledby="choose-us-title">
      <SiteImage src={background} alt="" fill className={styles.background} loading="lazy" />
      <div className={`container split ${styles.layout}`}>
        <div className={styles.text}>
          <p className="section-eyebrow">{data.subtitle || 'Why choose us'}</p>
          <h2 id="choose-us-title" className="section-title">
            Care you can count on, every step of the way
          </h2>
          <p className={styles.description}>
            From the first phone call to the follow-up after discharge, one team looks after you and
            your family.
          </p>
          <ul role="list" className={styles.items}>
            {data.reasons.map((reason) => (
              <li key={reason.id} className={styles.item}>
                <span className={styles.icon}>
                  <SiteImage src={reason.icon} alt="" width={32} height={32} loading="lazy" />
                </span>
                <span>
                  <span className={styles.caption}>{reason.title}</span>
                  <span className={styles.itemText}>{reason.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.side}>
          <SiteImage
            src={sideImage}
            alt=""
            width={600}
            height={400}
            className={styles.sideImage}
            loading="lazy"
          />
          {data.badges.length > 0 ? (
            <ul role="list" className={styles.badges}>
              {data.badges.map((badge) => (
                <li key={badge.id}>
                  <SiteImage src={badge.icon} alt="" width={28} height={28} loading="lazy" />
                  <span>{badge.caption}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
