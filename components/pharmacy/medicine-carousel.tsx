'use client';

import { useState, type Key, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { LazySwiper } from '@/components/ui/lazy-swiper';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';
import styles from './medicine-carousel.module.css';

/**
 * The pharmacy's auto-playing medicine carousels (pharmacy.md section 9). Swiper loads as a
 * carousel nears the screen (LazySwiper), never with the page. The cards are drawn on the server
 * with the page, or, for a carousel below the first screen (`deferSlides`), as it nears the screen.
 * - 'shelf' (pharmacy home): 5 slides, 2 below 1024 px, autoplay 3000 ms, speed 500 ms.
 * - 'also-bought': 5 visible, 1 per step, autoplay 3000 ms, looping, 2 up to 1024 px.
 */
const VARIANTS = {
  shelf: { breakpoint: 1024, loop: false },
  'also-bought': { breakpoint: 1025, loop: true },
} as const;

export const CAROUSEL = { slides: 5, narrowSlides: 2, autoplayMs: 3000, speedMs: 500 } as const;

type Props = {
  slides: { key: Key; node: ReactNode }[];
  label: string;
  variant: keyof typeof VARIANTS;
  /** Below the first screen: the cards come into the page as the carousel nears it (LazySwiper). */
  deferSlides?: boolean;
};

export function MedicineCarousel({ slides, label, variant, deferSlides = false }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { breakpoint, loop } = VARIANTS[variant];
  const reducedMotion = usePrefersReducedMotion();
  // Swiper needs twice the visible slides to loop without gaps.
  const canLoop = loop && slides.length >= CAROUSEL.slides * 2;

  return (
    <div
      className={styles.carousel}
      data-variant={variant}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <button
        type="button"
        className={`${styles.nav} ${styles.prev}`}
        onClick={() => swiper?.slidePrev()}
        aria-label={`Previous ${label}`}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <LazySwiper
        modules={['autoplay', 'a11y']}
        options={{
          slidesPerView: CAROUSEL.narrowSlides,
          slidesPerGroup: 1,
          spaceBetween: 12,
          speed: CAROUSEL.speedMs,
          loop: canLoop,
          rewind: !canLoop,
          autoplay: reducedMotion
            ? false
            : { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
          breakpoints: { [breakpoint]: { slidesPerView: CAROUSEL.slides, spaceBetween: 20 } },
          a11y: { enabled: true, slideRole: 'group' },
        }}
        onSwiper={setSwiper}
        className={styles.swiper}
        slideClassName={styles.slide}
        slides={slides}
        deferSlides={deferSlides}
      />
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => swiper?.slideNext()}
        aria-label={`Next ${label}`}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
