'use client';

import type { Key, ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';

const MODULES = { a11y: A11y, autoplay: Autoplay, pagination: Pagination } as const;

export type SwiperModuleName = keyof typeof MODULES;

export type SwiperTrackProps = {
  /** Swiper's own options (without `modules`: name them in `modules`). */
  options: Omit<SwiperOptions, 'modules'>;
  modules: SwiperModuleName[];
  slides: { key: Key; node: ReactNode }[];
  className?: string;
  slideClassName?: string;
  onSwiper?: (swiper: SwiperInstance) => void;
  onLock?: () => void;
  onUnlock?: () => void;
  onSlideChange?: (swiper: SwiperInstance) => void;
};

/**
 * Swiper itself, loaded by LazySwiper (./lazy-swiper.tsx) once its carousel comes near the
 * screen. Renders the same structure as LazySwiper's server HTML, so nothing moves when it
 * takes over.
 */
export function SwiperTrack({
  options,
  modules,
  slides,
  className,
  slideClassName,
  ...events
}: SwiperTrackProps) {
  return (
    <Swiper
      {...options}
      modules={modules.map((name) => MODULES[name])}
      className={className}
      {...events}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key} className={slideClassName}>
          {slide.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
