import { SiteImage } from './site-image';
import styles from './art-banner.module.css';

type Props = {
  /** A picture without words (the generator's promoArt): its right side stays in view. */
  image: string;
  width: number;
  height: number;
  title: string;
  line: string;
  /** The wrapper's place and shape in its page (its --art-ratio, height over width: the least height). */
  className?: string;
  priority?: boolean;
};

/**
 * A banner whose words are text beside its picture, not drawn into it: words inside a picture
 * shrink with it (to 6 px on a phone) and are neither found nor read. The picture's right part
 * (its accent band) stands beside the words, as tall as they or the caller's shape make it.
 */
export function ArtBanner({ image, width, height, title, line, className, priority }: Props) {
  return (
    <div className={`${styles.banner} ${className ?? ''}`}>
      <SiteImage
        src={image}
        alt=""
        width={width}
        height={height}
        className={styles.art}
        priority={priority}
      />
      <p className={styles.words}>
        <strong className={styles.title}>{title}</strong>
        <span className={styles.line}>{line}</span>
      </p>
    </div>
  );
}
