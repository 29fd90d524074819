import type { Key, ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { TimerAutoplay } from './swiper-autoplay';

/** Swiper's own modules, but for autoplay: ./swiper-autoplay.ts says why. */
const MODULES = { a11y: A11y, autoplay: TimerAutoplay, pagination: Pagination } as const;

export type SwiperModuleName = keyof typeof MODULES;

export type SwiperEvents = {
  onSwiper?: (swiper: Swiper) => void;
  onLock?: () => void;
  onUnlock?: () => void;
  onSlideChange?: (swiper: Swiper) => void;
  /** Autoplay started (true) or stopped (false), whoever did it. */
  onAutoplay?: (running: boolean) => void;
};

export type SwiperTrackProps = SwiperEvents & {
  /** Swiper's own options (without `modules`: name them in `modules`). */
  options: Omit<SwiperOptions, 'modules'>;
  modules: SwiperModuleName[];
  slides: { key: Key; node: ReactNode }[];
  className?: string;
  slideClassName?: string;
};

/**
 * Starts Swiper on a carousel's markup as it stands (LazySwiper, ./lazy-swiper.tsx, loads this
 * module once the carousel comes near the screen, and adds deferred slides before it). The slides
 * stay the elements already drawn: nothing is re-rendered or re-painted when Swiper takes over,
 * and an image that was the page's largest paint stays so. `events` is read at each event, so it
 * may change.
 */
export function startSwiper(
  container: HTMLElement,
  { options, modules }: Pick<SwiperTrackProps, 'options' | 'modules'>,
  events: () => SwiperEvents,
): Swiper {
  const paginationEl = container.querySelector<HTMLElement>('.swiper-pagination');
  const pagination =
    options.pagination && paginationEl
      ? { ...(typeof options.pagination === 'object' ? options.pagination : {}), el: paginationEl }
      : false;
  return new Swiper(container, {
    ...options,
    pagination,
    modules: modules.map((name) => MODULES[name]),
    on: {
      init: (swiper) => events().onSwiper?.(swiper),
      lock: () => events().onLock?.(),
      unlock: () => events().onUnlock?.(),
      slideChange: (swiper) => events().onSlideChange?.(swiper),
      autoplayStart: () => events().onAutoplay?.(true),
      autoplayStop: () => events().onAutoplay?.(false),
    },
  });
}
