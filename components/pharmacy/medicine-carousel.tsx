'use client';

import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { MedicineCard as Card } from '@/lib/pharmacy/types';
import { MedicineCard } from './medicine-card';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import styles from './medicine-carousel.module.css';

/**
 * The pharmacy's auto-playing medicine carousels (pharmacy.md section 9). Swiper is imported
 * only by this island, so it is loaded only on the pharmacy pages that show a carousel.
 * - 'shelf' (pharmacy home): 5 slides, 2 below 1024 px, autoplay 3000 ms, speed 500 ms.
 * - 'also-bought': 5 visible, 1 per step, autoplay 3000 ms, looping, 2 up to 1024 px.
 */
const VARIANTS = {
  shelf: { breakpoint: 1024, loop: false },
  'also-bought': { breakpoint: 1025, loop: true },
} as const;

export const CAROUSEL = { slides: 5, narrowSlides: 2, autoplayMs: 3000, speedMs: 500 } as const;

type Props = { medicines: Card[]; label: string; variant: keyof typeof VARIANTS };

export function MedicineCarousel({ medicines, label, variant }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { breakpoint, loop } = VARIANTS[variant];
  const reducedMotion = usePrefersReducedMotion();
  // Swiper needs twice the visible slides to loop without gaps.
  const canLoop = loop && medicines.length >= CAROUSEL.slides * 2;

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
      <Swiper
        modules={[Autoplay, A11y]}
        slidesPerView={CAROUSEL.narrowSlides}
        slidesPerGroup={1}
        spaceBetween={12}
        speed={CAROUSEL.speedMs}
        loop={canLoop}
        rewind={!canLoop}
        autoplay={
          reducedMotion
            ? false
            : { delay: CAROUSEL.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
        }
        breakpoints={{ [breakpoint]: { slidesPerView: CAROUSEL.slides, spaceBetween: 20 } }}
        onSwiper={setSwiper}
        a11y={{ enabled: true, slideRole: 'group' }}
        className={styles.swiper}
      >
        {medicines.map((m) => (
          <SwiperSlide key={m.id} className={styles.slide}>
            <MedicineCard medicine={m} />
          </SwiperSlide>
        ))}
      </Swiper>
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
