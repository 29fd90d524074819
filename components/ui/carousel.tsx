'use client';

import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import { LazySwiper } from './lazy-swiper';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import roundArrow from '@/components/ui/round-arrow.module.css';
import styles from './carousel.module.css';

/** Slides per view from a minimum window width up (Swiper's breakpoints are min-width). */
export type CarouselBreakpoints = Partial<Record<768 | 769 | 1024, number>>;

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  /** Server-rendered slides. */
  slides: ReactNode[];
  slidesPerView?: number;
  breakpoints?: CarouselBreakpoints;
  /** Gap between slides in px. */
  gap?: number;
  autoplayMs?: number;
  speed?: number;
  loop?: boolean;
  centered?: boolean;
  /** Previous/next buttons: always, only above 768 px, or never. */
  arrows?: 'always' | 'above-768' | 'never';
  dots?: boolean;
  className?: string;
  onActiveChange?: (index: number) => void;
};

/**
 * The site's content carousel (Swiper, loaded as it nears the screen: see LazySwiper). Before
 * Swiper starts, CSS gives the slides their final widths (from the same breakpoints), so the
 * server-rendered slides do not jump when the script arrives. Autoplay (./swiper-autoplay.ts)
 * holds on hover, stops once focus is inside the carousel, has its visible stop and start button
 * (LazySwiper draws it), and is off for visitors who ask for reduced motion.
 */
export function Carousel({
  label,
  slides,
  slidesPerView = 1,
  breakpoints = {},
  gap = 24,
  autoplayMs,
  speed = 300,
  loop = false,
  centered = false,
  arrows = 'never',
  dots = false,
  className,
  onActiveChange,
}: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Read after hydration (the server cannot know it): the page hydrates as it was served.
  const reducedMotion = usePrefersReducedMotion();
  // Swiper locks a carousel whose slides all fit; its arrows would then do nothing.
  const [locked, setLocked] = useState(false);

  const swiperBreakpoints = Object.fromEntries(
    Object.entries(breakpoints).map(([width, perView]) => [width, { slidesPerView: perView }]),
  );
  const cssVars = {
    '--carousel-gap': `${gap}px`,
    '--carousel-spv': slidesPerView,
    '--carousel-spv-768': breakpoints[768] ?? slidesPerView,
    '--carousel-spv-769': breakpoints[769] ?? breakpoints[768] ?? slidesPerView,
    '--carousel-spv-1024':
      breakpoints[1024] ?? breakpoints[769] ?? breakpoints[768] ?? slidesPerView,
  } as CSSProperties;

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      style={cssVars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-arrows={arrows}
    >
      <LazySwiper
        modules={['a11y', 'autoplay', 'pagination']}
        options={{
          slidesPerView,
          breakpoints: swiperBreakpoints,
          spaceBetween: gap,
          speed,
          loop,
          centeredSlides: centered,
          autoplay:
            autoplayMs && !reducedMotion
              ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
              : false,
          pagination: dots ? { clickable: true } : false,
          a11y: { enabled: true, containerRole: null, slideRole: 'group' },
        }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          setLocked(swiper.isLocked);
        }}
        onLock={() => setLocked(true)}
        onUnlock={() => setLocked(false)}
        onSlideChange={(swiper) => onActiveChange?.(swiper.realIndex)}
        className={styles.swiper}
        slideClassName={styles.slide}
        slides={slides.map((node, i) => ({ key: i, node }))}
      />
      {arrows !== 'never' && !locked ? (
        <div className={styles.arrows}>
          <button
            type="button"
            className={`${roundArrow.arrow} ${styles.arrow}`}
            aria-label="Previous slide"
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${roundArrow.arrow} ${styles.arrow}`}
            aria-label="Next slide"
            onClick={() => swiperRef.current?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
