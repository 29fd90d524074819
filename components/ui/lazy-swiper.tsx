'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SwiperTrackProps } from './swiper-track';

/** How far ahead of the screen a carousel starts loading Swiper. */
const LOAD_MARGIN = '400px';

/**
 * A carousel's slides as plain server HTML, in Swiper's own structure and classes, with Swiper
 * itself (about 27 kB of script) fetched only when the carousel comes within LOAD_MARGIN of the
 * screen. A page's first load then carries no carousel code: a carousel further down loads it
 * as the visitor scrolls, and one hidden at this width (the home banner on phones) never does.
 * The callers' CSS gives the slides Swiper's widths before it starts, so nothing shifts.
 */
export function LazySwiper(props: SwiperTrackProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [Track, setTrack] = useState<ComponentType<SwiperTrackProps> | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || Track) return;
    let cancelled = false;
    const load = () =>
      import('./swiper-track').then((m) => {
        if (!cancelled) setTrack(() => m.SwiperTrack);
      });
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Track]);

  if (Track) return <Track {...props} />;
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
      {options.pagination ? <div className="swiper-pagination" aria-hidden="true" /> : null}
    </div>
  );
}
