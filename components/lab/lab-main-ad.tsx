import { ArtBanner } from '@/components/ui/art-banner';
import styles from './lab-main-ad.module.css';

/** The words of the lab area's main ad, set as text over its picture (ArtBanner). */
export const LAB_MAIN_AD_WORDS = {
  title: 'Lab Tests at Home',
  line: 'Samples collected at your door, reports on your phone',
} as const;

/**
 * The lab area's main ad (hospital-site.md, 'Lab ad: main_ad'): one wide banner above the slider
 * of the secondary images, drawn on the server with no script, its words as text over the
 * picture. The first picture on the page: fetched first.
 */
export function LabMainAd({ src }: { src: string | undefined }) {
  if (!src) return null;
  return (
    <div className={styles.ad} data-testid="lab-main-ad">
      <ArtBanner
        image={src}
        width={1200}
        height={400}
        {...LAB_MAIN_AD_WORDS}
        className={styles.banner}
        priority
      />
    </div>
  );
}
