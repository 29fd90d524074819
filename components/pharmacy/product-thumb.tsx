import { SiteImage } from '@/components/ui/site-image';
import styles from './product-thumb.module.css';

/**
 * A product's 40 px picture at the start of a list row (the cart popup, the search suggestions);
 * without a picture, the same tinted square keeps the rows aligned.
 */
export function ProductThumb({ src }: { src: string | null | undefined }) {
  return src ? (
    <SiteImage src={src} alt="" width={40} height={40} className={styles.thumb} />
  ) : (
    <span className={styles.thumb} />
  );
}
