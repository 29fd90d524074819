import { SiteImage } from '@/components/ui/site-image';
import styles from './lab-main-ad.module.css';

/**
 * The lab area's main ad (hospital-site.md, 'Lab ad: main_ad'): one wide banner above the slider
 * of the secondary images, drawn on the server with no script. Its words repeat the page's lead,
 * so the picture is decorative to a screen reader. The first picture on the page: fetched first.
 */
export function LabMainAd({ src }: { src: string | undefined }) {
  if (!src) return null;
  return (
    <div className={styles.ad} data-testid="lab-main-ad">
      <SiteImage src={src} alt="" width={1200} height={400} className={styles.image} priority />
    </div>
  );
}
