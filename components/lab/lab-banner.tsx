'use client';

import 'swiper/css';
import { LazySwiper } from '@/components/ui/lazy-swiper';
import { SiteImage } from '@/components/ui/site-image';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';
import styles from './lab-banner.module.css';

/**
 * The lab banner slider (hospital-site.md): 3 slides, 2 under 1024 px, 1 under 768 px, autoplay
 * 3000 ms, speed 500 ms. The slides are the lab ads' secondary images; Swiper loads as the
 * slider nears the screen (LazySwiper) and never moves it for a visitor who asks for less motion.
 */
export const LAB_BANNER = {
  slides: 3,
  mediumSlides: 2,
  smallSlides: 1,
  autoplayMs: 3000,
  speedMs: 500,
} as const;

export function LabBanner({ images }: { images: string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  if (images.length === 0) return null;
  return (
    <div
      className={styles.banner}
      role="region"
      aria-roledescription="carousel"
      aria-label="Lab test offers"
    >
      <LazySwiper
        modules={['autoplay', 'a11y']}
        options={{
          slidesPerView: LAB_BANNER.smallSlides,
          spaceBetween: 16,
          speed: LAB_BANNER.speedMs,
          rewind: true,
          autoplay: reducedMotion
            ? false
            : {
                delay: LAB_BANNER.autoplayMs,
                disableOnInteraction: false,
                pauseOnMouseEnter: true,
              },
          breakpoints: {
            768: { slidesPerView: LAB_BANNER.mediumSlides },
            1024: { slidesPerView: LAB_BANNER.slides },
          },
          a11y: { enabled: true, slideRole: 'group' },
        }}
        className={styles.swiper}
        slideClassName={styles.slide}
        slides={images.map((src, i) => ({
          key: src,
          node: (
            <SiteImage
              src={src}
              alt=""
              width={600}
              height={300}
              className={styles.image}
              // The slider is on the first screen: the slides shown at load are never lazy, and
              // the first, the page's largest paint at every width, is fetched with the page.
              priority={i === 0}
              loading={i < LAB_BANNER.slides ? 'eager' : 'lazy'}
            />
          ),
        }))}
      />
    </div>
  );
}
