'use client';

import { useEffect, useRef } from 'react';
import type { SwiperTrackProps } from './swiper-track';

/** How far ahead of the screen a carousel starts loading Swiper. */
const LOAD_MARGIN = '400px';

/**
 * Lets the browser run other work (input, painting) before the caller goes on. Each carousel
 * starts Swiper in a task of its own: several on one screen started in the task that evaluated
 * Swiper made one long task (40 ms on a fast CPU, about 160 ms on a mid-range phone) that held
 * up taps right after the page appeared.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A carousel's slides as plain server HTML, in Swiper's own structure and classes, with Swiper
 * itself (about 27 kB of script) fetched only when the carousel comes within LOAD_MARGIN of the
 * screen, and then started on that same markup. A page's first load then carries no carousel
 * code: a carousel further down loads it as the visitor scrolls, and one hidden at this width
 * (the home banner on phones) never does. The callers' CSS gives the slides Swiper's widths
 * before it starts, so nothing shifts.
 */
export function LazySwiper(props: SwiperTrackProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Swiper reads the options it started with; the event handlers are read at each event.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let swiper: { destroy(deleteInstance?: boolean, cleanStyles?: boolean): void } | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./swiper-track').then(async ({ startSwiper }) => {
          await yieldToMain();
          if (cancelled) return;
          swiper = startSwiper(el, latest.current, () => latest.current);
        });
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      swiper?.destroy(true, false);
    };
  }, []);

  const { className, slideClassName, slides, options } = props;
  return (
    <div ref={ref} className={`swiper ${className ?? ''}`}>
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div key={slide.key} className={`swiper-slide ${slideClassName ?? ''}`}>
            {slide.node}
          </div>
        ))}
      </div>
      {options.pagination ? <div className="swiper-pagination" /> : null}
    </div>
  );
}
